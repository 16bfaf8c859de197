import fc from "fast-check";

/**
 * A piece of JSON text written as it is into a body, for what JSON.stringify cannot say:
 * `1e999` (parses to Infinity), `NaN`, `-0`, numbers too long for a double.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** Serialises a value to JSON text, writing RawJson pieces verbatim. */
export function toJsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(toJsonText).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}:${toJsonText(v)}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

const LONE_SURROGATES = ["\ud800", "\udfff", "a\ud83db", "\udc00\ud800", "😀".slice(0, 1)];

/** Strings that have broken parsers, validators, date code and SQL before. */
export const NASTY_STRINGS: readonly string[] = [
  "",
  " ",
  "\t\n",
  "0",
  "-1",
  "1.5",
  "1e309",
  "-1e309",
  "NaN",
  "Infinity",
  "-Infinity",
  "null",
  "undefined",
  "true",
  "[]",
  "{}",
  "[object Object]",
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  // dates and times that are not
  "0000-00-00",
  "2024-02-30",
  "2023-02-29",
  "2024-13-01",
  "2024-00-10",
  "9999-12-31",
  "0001-01-01",
  "1900-01-01",
  "+275760-09-13",
  "-000001-01-01",
  "+275760-09-13T00:00:00.001Z",
  "2024-01-01T25:61:61Z",
  "2024-01-01T00:00:00+99:99",
  "2024-01-01T00:00:00.0000000001Z",
  "1970-01-01T00:00:00Z",
  "2024-W01",
  "24:00",
  "23:60",
  "-01:00",
  "7:5",
  "99:99",
  "12:30:00",
  "Etc/GMT+99",
  "Europe/Nowhere",
  "../../../etc/localtime",
  // paths and encodings
  "../",
  "../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "%2e%2e%2f",
  "%00",
  "%",
  "%zz",
  "%E0%A4%A",
  "\u0000",
  "a\u0000b",
  "\u0000".repeat(64),
  ...LONE_SURROGATES,
  "\u202e\u202dtxt",
  "\ufeff",
  "\uffff\ufffe",
  "\r\nSet-Cookie: x=y",
  "<script>alert(1)</script>",
  "' OR 1=1 --",
  "'); DROP TABLE users; --",
  "\\",
  '"',
  "$1",
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template placeholder is the point
  "${x}",
  "{{7*7}}",
  "😀🇷🇺👩‍👩‍👧",
  "ёЁйЙ",
  "a,b,,c",
  '"quoted, with comma"',
  '"unterminated',
  "en:B2,de:A1",
  "xx:Z9",
  "a@b",
  "@",
  "a@b.c",
  "ADMIN@FUZZ.TEST",
  " admin@fuzz.test ",
];

/** Strings far past any field's limit: the body limit is 1 MB. */
export const hugeString = fc
  .constantFrom(1_000, 10_000, 100_000, 400_000)
  .chain((n) => fc.constantFrom("x", "ё", "😀", "\u0000", "%").map((c) => c.repeat(n)));

/** Numbers (and number-like JSON) at the edges. */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    -1e-9,
    0.5,
    1e-300,
    2 ** 31,
    2 ** 53,
    2 ** 53 + 2,
    -(2 ** 53),
    1e21,
    1e308,
    -1e308,
    Number.MAX_VALUE,
    Number.MIN_VALUE,
  ),
  fc.constantFrom(
    new RawJson("1e999"),
    new RawJson("-1e999"),
    new RawJson("NaN"),
    new RawJson("Infinity"),
    new RawJson("-0"),
    new RawJson("1".padEnd(400, "0")),
    new RawJson(`${"0.".padEnd(400, "0")}1`),
    new RawJson("1E+2"),
    new RawJson("0x10"),
    new RawJson("01"),
  ),
  fc.double(),
  fc.integer(),
);

/** Any value of the wrong shape: for a field, an element or the whole body. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], { "": "" }) },
  { weight: 1, arbitrary: hugeString },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 30 }) },
  {
    weight: 1,
    arbitrary: fc.jsonValue({ maxDepth: 3 }),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      JSON.parse('{"__proto__":{"admin":true}}'),
      { constructor: { prototype: { polluted: true } } },
      new RawJson(`${"[".repeat(5000)}${"]".repeat(5000)}`),
      new RawJson(`${'{"a":'.repeat(3000)}1${"}".repeat(3000)}`),
      new RawJson(`${'{"__proto__":'.repeat(3000)}1${"}".repeat(3000)}`),
    ),
  },
);

/** Values for a path parameter (before encoding decides how they travel). */
export const PATH_TRICKS: readonly string[] = [
  "..",
  ".",
  "../..",
  "..%2F..%2Fetc%2Fpasswd",
  "%2e%2e",
  "%2e%2e%2f%2e%2e%2f",
  "a%2Fb",
  "%2F",
  "%5C..%5C",
  "%00",
  "a%00b",
  "%",
  "%zz",
  "%E0%A4%A",
  "%ED%A0%80", // a lone surrogate, UTF-8 encoded: not valid UTF-8
  "%C0%AF", // an overlong slash
  "%FF%FE",
  "%25",
  "%2525",
  "%20",
  "+",
  "~",
  ";x=1",
  "%3Bx%3D1",
  "%3F",
  "%23",
  "x".repeat(101),
  "x".repeat(5000),
  "%41".repeat(2000),
];
