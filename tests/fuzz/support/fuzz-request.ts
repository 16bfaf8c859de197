import { randomBytes } from "node:crypto";
import http from "node:http";
import fc from "fast-check";
import type { FastifyInstance } from "fastify";
import { NASTY_STRINGS, PATH_TRICKS, RawJson, toJsonText } from "./nasty";
import { type Hints, type JsonSchema, mutatedValue, validValue } from "./schema-arbitrary";

/** One operation of the OpenAPI document (or a hidden route listed beside it). */
export interface Operation {
  method: string;
  /** OpenAPI path, with `{name}` parameters. */
  path: string;
  parameters: { in: "query" | "path"; name: string; required?: boolean; schema: JsonSchema }[];
  /** The JSON body schema, if the operation takes a body. */
  body?: JsonSchema;
  /** A multipart upload (the CSV import) with this file field. */
  fileField?: string;
}

export type Principal = "anonymous" | "visitor" | "learner" | "admin";
export const PRINCIPALS: readonly Principal[] = ["anonymous", "visitor", "learner", "admin"];

/** A generated request, as the property sees it and as a failure prints it. */
export interface FuzzRequest {
  principal: Principal;
  /** "inject" goes through app.inject (the URL is normalised by WHATWG URL); "http" sends the bytes. */
  transport: "inject" | "http";
  method: string;
  /** Path and query; non-ASCII characters travel as their UTF-8 bytes, unescaped. */
  url: string;
  headers: Record<string, string>;
  /** Which cookie to send: the principal's session, none, or a broken one. */
  cookie: "session" | "none" | "garbage" | "tampered";
  body?: string | Buffer;
}

export interface FuzzResponse {
  statusCode: number;
  contentType: string;
  body: string;
  setsSessionCookie: boolean;
}

const OTHER_METHODS = ["GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"] as const;

function encodeEach(value: string, how: "component" | "raw" | "plus"): string {
  if (how === "raw") return value;
  const encoded = encodeURIComponentSafe(value);
  return how === "plus" ? encoded.replaceAll("%20", "+") : encoded;
}

/** encodeURIComponent, with lone surrogates written as the (invalid) UTF-8 of the code unit. */
function encodeURIComponentSafe(value: string): string {
  let out = "";
  for (const ch of value) {
    const code = ch.codePointAt(0) ?? 0;
    if (code >= 0xd800 && code <= 0xdfff) {
      out +=
        `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`.toUpperCase();
    } else out += encodeURIComponent(ch);
  }
  return out;
}

const encoding = fc.constantFrom<"component" | "raw" | "plus">(
  "component",
  "component",
  "component",
  "raw",
  "plus",
);

/** A path parameter: a real id, a plausible one, or a path trick. */
function pathValue(op: Operation, name: string, hints: Hints): fc.Arbitrary<string> {
  const schema = op.parameters.find((p) => p.in === "path" && p.name === name)?.schema ?? { type: "string" };
  return fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .tuple(
          fc.oneof(
            fc.nat().map((i) => {
              const ids = hints.videoIds();
              return ids[i % ids.length] ?? "none";
            }),
            validValue(schema, hints).map(String),
            fc.constantFrom(...NASTY_STRINGS),
          ),
          encoding,
        )
        .map(([v, how]) => encodeEach(v, how)),
    },
    { weight: 3, arbitrary: fc.constantFrom(...PATH_TRICKS) },
  );
}

/** The query string: from the parameters' schemas, then mutated (arrays, brackets, bad encodings…). */
function queryString(op: Operation, hints: Hints): fc.Arbitrary<string> {
  const params = op.parameters.filter((p) => p.in === "query");
  const names = [...params.map((p) => p.name), "__proto__", "constructor[prototype][x]", "x", ""];
  const pair = fc.oneof(
    // a valid value, encoded one way or another
    ...params.map((p) =>
      fc
        .tuple(validValue(p.schema, hints, p.name), encoding)
        .map(([v, how]) => `${encodeEach(p.name, "component")}=${encodeEach(String(v), how)}`),
    ),
    // a nasty value
    fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...NASTY_STRINGS), encoding)
      .map(([k, v, how]) => `${encodeEach(k, "component")}=${encodeEach(v, how)}`),
    // brackets (an object for qs-style parsers), a key without value, raw bad percent-encoding
    fc.constantFrom(...names).map((k) => `${k}[a]=1&${k}[]=2`),
    fc.constantFrom(...names).map((k) => k),
    fc
      .tuple(
        fc.constantFrom(...names),
        fc.constantFrom("%", "%zz", "%E0%A4%A", "%ED%A0%80", "%C0%AF", "%00", "ё", "😀", "%FF"),
      )
      .map(([k, v]) => `${k}=${v}`),
  );
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant("") },
    {
      weight: 8,
      arbitrary: fc.array(pair, { minLength: 1, maxLength: 6 }).map((pairs) => `?${pairs.join("&")}`),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "?",
        "?&&==&",
        "?=",
        "?%",
        "?%%%",
        "?a=1&a=2&a=3",
        `?${"a=1&".repeat(2000)}`,
        `?text=${"x".repeat(100_000)}`,
        "?page=1e3",
        "?page=-0",
        "?page=0x10",
        "?page=NaN",
        "?page=Infinity",
        "?page=99999999999999999999",
        "?text=%ED%A0%80",
        "?text=\u00ff",
        "?from=2024-02-30&to=0000-00-00",
        "?from=2100-01-01&to=1900-01-01",
        "?from=1900-01-01&to=2100-01-01",
        "?durations=,&durationRange=999999999999,0",
        "?durations=99999999999999999999999,1",
        "?levels=%22%2C%22&topics=%22",
      ),
    },
  );
}

/** The URL: the path with its parameters filled in, a path trick now and then, and the query. */
function urlOf(op: Operation, hints: Hints): fc.Arbitrary<string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string);
  const filled = fc.tuple(...names.map((n) => pathValue(op, n, hints))).map((values) => {
    let path = op.path;
    names.forEach((n, i) => {
      path = path.replace(`{${n}}`, values[i] as string);
    });
    return path;
  });
  const trick = fc.constantFrom(
    (p: string) => p,
    (p: string) => `${p}/`,
    (p: string) => p.replace("/api/", "//api/"),
    (p: string) => p.replace("/api/", "/api/./"),
    (p: string) => p.replace("/api/", "/api/../api/"),
    (p: string) => p.replace("/api/", "/api%2F"),
    (p: string) => p.replace("/api/", "/API/"),
    (p: string) => `${p};jsessionid=1`,
    (p: string) => `${p}%00`,
    (p: string) => `${p}/..`,
    (p: string) => p.replaceAll("/", "\\"),
  );
  return fc
    .tuple(
      filled,
      fc.oneof({ weight: 12, arbitrary: fc.constant((p: string) => p) }, { weight: 1, arbitrary: trick }),
      queryString(op, hints),
    )
    .map(([path, how, query]) => `${how(path)}${query}`);
}

const JSON_TYPES = [
  "application/json",
  "application/json; charset=utf-8",
  "APPLICATION/JSON",
  "application/json; charset=latin1",
  "application/json;;",
  "application/json; charset=",
  "application/vnd.api+json",
];
const OTHER_TYPES = [
  "text/plain",
  "application/xml",
  "*/*",
  "garbage",
  "multipart/form-data",
  "multipart/form-data; boundary=",
  "application/x-www-form-urlencoded; charset=utf-16",
  "application/octet-stream",
  "; ;",
];

interface Body {
  contentType?: string;
  body?: string | Buffer;
}

function formEncoded(value: unknown): string {
  if (value === null || typeof value !== "object") return encodeURIComponentSafe(String(value));
  return Object.entries(value)
    .flatMap(([k, v]) =>
      (Array.isArray(v) ? v : [v]).map(
        (x) =>
          `${encodeURIComponentSafe(k)}=${encodeURIComponentSafe(typeof x === "object" && x !== null && !(x instanceof RawJson) ? JSON.stringify(x) : x instanceof RawJson ? x.text : String(x))}`,
      ),
    )
    .join("&");
}

function multipart(
  fields: [string, string, string?][],
  boundary = `----fuzz${randomBytes(6).toString("hex")}`,
): Body {
  const parts = fields.map(([name, value, filename]) =>
    filename === undefined
      ? `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`
      : `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n${value}\r\n`,
  );
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    body: `${parts.join("")}--${boundary}--\r\n`,
  };
}

const CSV_ROWS = [
  "startDate,startTime,minutes,comment",
  "2024-01-01,10:00,30,ok",
  "2024-02-30,10:00,30,bad date",
  "2024-01-02,25:00,30,bad time",
  "2024-01-03,10:00,-5,negative",
  "2024-01-04,10:00,1e309,huge",
  '2024-01-05,10:00,30,"unterminated',
  "2024-01-06,10:00,30,\u0000",
  "a,b,c,d,e,f,g",
  "",
  "\ufeffstartDate,startTime,minutes",
  "startDate,startDate,startDate",
  `2024-01-07,10:00,30,${"x".repeat(2000)}`,
];

/** A multipart upload: a CSV of good and bad rows, a wrong field, several files, or a broken envelope. */
/** A CSV cell: a plausible value or (unless clean) a nasty one, quoted or not. */
const csvCell = (plausible: fc.Arbitrary<string>, clean: boolean) =>
  fc
    .tuple(
      clean
        ? plausible
        : fc.oneof(
            { weight: 6, arbitrary: plausible },
            { weight: 1, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
          ),
      fc.boolean(),
    )
    .map(([v, quoted]) => (quoted ? `"${v.replaceAll('"', '""')}"` : v));

/**
 * A generated import: the header in some order (the three required columns, most often), then
 * rows of plausible cells, all of them (a file that imports) or with nasty ones among them.
 */
const generatedCsv = fc
  .tuple(
    fc.oneof(
      fc
        .shuffledSubarray(["comment", "endDate", "section"])
        .map((extra) => ["startDate", "startTime", "minutes", ...extra]),
      fc.shuffledSubarray(["startDate", "startTime", "minutes", "comment", "endDate", "section"], {
        minLength: 2,
      }),
    ),
    fc.integer({ min: 0, max: 12 }),
    fc.boolean(),
  )
  .chain(([header, rows, clean]) => {
    const cell = (column: string) =>
      csvCell(
        column === "startDate"
          ? fc
              .integer({ min: 2, max: 900 })
              .map((d) => new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10))
          : column === "startTime"
            ? fc
                .tuple(fc.nat(23), fc.nat(59))
                .map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`)
            : column === "minutes"
              ? fc.integer({ min: clean ? 1 : -5, max: clean ? 1440 : 2000 }).map(String)
              : column === "endDate"
                ? fc.constantFrom("", new Date().toISOString())
                : column === "section"
                  ? fc.constantFrom("offPlatformLog", "video", "")
                  : fc.string({ maxLength: 30 }),
        clean,
      );
    return fc
      .array(
        fc.tuple(...header.map(cell)).map((cells) => cells.join(",")),
        { minLength: rows, maxLength: rows },
      )
      .map((lines) => [header.join(","), ...lines].join(rows % 2 === 0 ? "\n" : "\r\n"));
  });

/** The content planner's columns (docs/content-planner.md) and plausible cells for each. */
const PLANNER_CELLS: Record<string, fc.Arbitrary<string>> = {
  PublishDate: fc.constantFrom("17.03.2024", "8.1.2025", "2025-02-01", "31.02.2024", "1.1.1999", ""),
  mins: fc.integer({ min: -1, max: 200 }).map(String),
  secs: fc.integer({ min: 0, max: 75 }).map(String),
  Duration: fc.constantFrom("886", "14:46", "1:07:44", "0", "x"),
  Channel: fc.constantFrom("InhaleRussian", "inhalerussian", "Канал", ""),
  "Video Name on Youtube": fc.string({ maxLength: 40 }),
  Level: fc.constantFrom("Beginner 0", "beginner 1", "Beginer 1", "Native", ""),
  Access: fc.constantFrom("Free", "Premium", "", "paid"),
  "Youtube Link": fc.constantFrom(
    "https://youtu.be/IedoOtfOdPY?si=x",
    "https://www.youtube.com/watch?v=Yrfm39Pd5wg",
    "https://www.youtube.com/shorts/AAAAAAAAAA1",
    "https://www.youtube.com/@channel",
    "",
  ),
  "Upload to platform": fc.constantFrom("TRUE", "FALSE", "no", "0", ""),
  Tags: fc.constantFrom('Stories, "Colors, numbers"', "", "Еда"),
  Speaker: fc.constantFrom("Nikita (Inhale Russian)", "", "A, B"),
  Visible: fc.constantFrom("YES", "no", "maybe", ""),
  Delete: fc.constantFrom("", "YES", "maybe"),
  Thumbnail: fc.constantFrom("", "ftp://x/a.jpg", "http://127.0.0.1:1/a.jpg", "not a url"),
  Id: fc.constantFrom("", "moy-gorod", "no-such-video"),
};

/** A generated planner: a subset of its columns in any order, then rows of plausible or nasty cells. */
const generatedPlanner = fc
  .tuple(
    fc.shuffledSubarray(Object.keys(PLANNER_CELLS), { minLength: 3 }),
    fc.integer({ min: 0, max: 8 }),
    fc.boolean(),
    fc.constantFrom(",", ";"),
  )
  .chain(([header, rows, clean, separator]) =>
    fc
      .array(
        fc
          .tuple(...header.map((column) => csvCell(PLANNER_CELLS[column] as fc.Arbitrary<string>, clean)))
          .map((cells) => cells.join(separator)),
        { minLength: rows, maxLength: rows },
      )
      .map((lines) => [header.join(separator), ...lines].join("\r\n")),
  );

const uploadBody: fc.Arbitrary<Body> = fc.oneof(
  { weight: 8, arbitrary: generatedCsv.map((csv) => multipart([["file", csv, "log.csv"]])) },
  { weight: 8, arbitrary: generatedPlanner.map((csv) => multipart([["file", csv, "content_planner.csv"]])) },
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.array(fc.constantFrom(...CSV_ROWS), { minLength: 0, maxLength: 8 }),
        fc.constantFrom("file", "File", "x"),
        fc.constantFrom("log.csv", "", "../../x.csv", "ё.csv"),
      )
      .map(([rows, field, name]) => multipart([[field, rows.join("\n"), name]])),
  },
  fc.constant(
    multipart([
      ["file", "startDate,startTime,minutes\n2024-01-01,10:00,30"],
      ["file", "a", "b.csv"],
      ["file", "c", "d.csv"],
    ]),
  ),
  fc.constant(multipart(Array.from({ length: 60 }, (_, i) => [`f${i}`, "v"] as [string, string]))),
  fc.constant({
    contentType: "multipart/form-data; boundary=abc",
    body: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nunterminated',
  }),
  fc.constant({ contentType: "multipart/form-data; boundary=abc", body: "not multipart at all" }),
  fc.constant({
    contentType: "multipart/form-data; boundary=abc",
    body: Buffer.from([0xff, 0xfe, 0x00, 0x2d, 0x2d]),
  }),
  fc.constant({
    contentType: "multipart/form-data; boundary=abc",
    body: `--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\n${"x,".repeat(600_000)}\r\n--abc--\r\n`,
  }),
);

/** The body: JSON (valid, mutated or broken text), a form, multipart, or something else entirely. */
function bodyOf(op: Operation, hints: Hints): fc.Arbitrary<Body> {
  const schema = op.body ?? { type: "object", properties: {} };
  const value = fc.oneof(
    { weight: 2, arbitrary: validValue(schema, hints) },
    { weight: 3, arbitrary: mutatedValue(schema, hints) },
  );
  const jsonText = value.map(toJsonText);
  const brokenJson = fc.oneof(
    fc.tuple(jsonText, fc.nat()).map(([t, n]) => t.slice(0, n % Math.max(1, t.length))),
    jsonText.map((t) => t.replace(/}$/, ",}")),
    jsonText.map((t) => t.replaceAll('"', "'")),
    jsonText.map((t) => `\ufeff${t}`),
    jsonText.map((t) => `${t}garbage`),
    jsonText.map((t) => `${t}${t}`),
    jsonText.map((t) => Buffer.from(t, "utf16le")),
    jsonText.map((t) =>
      Buffer.concat([
        Buffer.from(t.slice(0, 2)),
        Buffer.from([0xc3, 0x28, 0xff, 0xed, 0xa0, 0x80]),
        Buffer.from(t.slice(2)),
      ]),
    ),
    fc.constantFrom(
      "",
      " ",
      "null",
      "undefined",
      "{",
      "}",
      "[",
      "\u0000",
      '{"a":"\\ud800"}',
      '{"a":"\\u0000"}',
      '{"a":1,"a":2}',
      '{"__proto__":{"x":1}}',
      '{"constructor":{"prototype":{"x":1}}}',
      "1e999",
      '"\\x41"',
    ),
  );
  const asJson = fc
    .tuple(
      fc.oneof(
        { weight: 5, arbitrary: jsonText.map<string | Buffer>((t) => t) },
        { weight: 2, arbitrary: brokenJson },
      ),
      fc.constantFrom(...JSON_TYPES.flatMap((t, i) => (i === 0 ? [t, t, t, t, t, t] : [t]))),
    )
    .map(([body, contentType]) => ({ body, contentType }));
  const asForm = value.map((v) => ({
    body: formEncoded(v),
    contentType: "application/x-www-form-urlencoded",
  }));
  const asMultipart = value.map((v) =>
    multipart(
      v !== null && typeof v === "object"
        ? Object.entries(v).map(
            ([k, x]) =>
              [k, x instanceof RawJson ? x.text : typeof x === "string" ? x : (JSON.stringify(x) ?? "")] as [
                string,
                string,
              ],
          )
        : [["value", String(v)]],
    ),
  );
  const other = fc
    .tuple(jsonText, fc.constantFrom(...OTHER_TYPES, undefined))
    .map(([body, contentType]) => ({ body, contentType }));
  const none = fc.constant<Body>({});
  if (op.fileField)
    return fc.oneof(
      { weight: 6, arbitrary: uploadBody },
      { weight: 2, arbitrary: asJson },
      { weight: 1, arbitrary: other },
      { weight: 1, arbitrary: none },
    );
  return fc.oneof(
    { weight: 10, arbitrary: asJson },
    { weight: 2, arbitrary: asForm },
    { weight: 2, arbitrary: asMultipart },
    { weight: 1, arbitrary: other },
    { weight: 1, arbitrary: none },
  );
}

export interface RequestOptions {
  publicOrigin: string;
  hints: Hints;
}

/** Every request the fuzzer may send to one operation. */
export function requestsFor(op: Operation, options: RequestOptions): fc.Arbitrary<FuzzRequest> {
  const method = fc.oneof(
    { weight: 12, arbitrary: fc.constant(op.method) },
    { weight: 1, arbitrary: fc.constantFrom(...OTHER_METHODS) },
  );
  const origin = fc.oneof(
    { weight: 10, arbitrary: fc.constant<Record<string, string>>({ origin: options.publicOrigin }) },
    { weight: 1, arbitrary: fc.constant<Record<string, string>>({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { origin: "https://evil.example" },
        { origin: "null" },
        { "sec-fetch-site": "cross-site" },
      ),
    },
  );
  const cookie = fc.oneof(
    { weight: 12, arbitrary: fc.constant("session" as const) },
    { weight: 1, arbitrary: fc.constantFrom("none" as const, "garbage" as const, "tampered" as const) },
  );
  const extraHeaders = fc.oneof(
    { weight: 10, arbitrary: fc.constant<Record<string, string>>({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { "x-forwarded-for": "not-an-ip, ::1, 999.999.999.999" },
        { "x-forwarded-proto": "gopher" },
        { "x-forwarded-host": "evil.example" },
        { "accept-encoding": "br;q=2, *;q=-1" },
        { range: "bytes=9999999999-1" },
        { range: "bytes=-0" },
        { "if-none-match": "*" },
        { "if-modified-since": "not a date" },
        { accept: "text/html" },
      ),
    },
  );
  return fc
    .record({
      principal: fc.constantFrom(...PRINCIPALS),
      transport: fc.oneof(
        { weight: 3, arbitrary: fc.constant("inject" as const) },
        { weight: 1, arbitrary: fc.constant("http" as const) },
      ),
      method,
      url: urlOf(op, options.hints),
      origin,
      cookie,
      extraHeaders,
      body: bodyOf(op, options.hints),
      bodyOnGet: fc.oneof(
        { weight: 9, arbitrary: fc.constant(false) },
        { weight: 1, arbitrary: fc.constant(true) },
      ),
    })
    .map(({ origin, extraHeaders, body, bodyOnGet, ...r }) => {
      const headers: Record<string, string> = { ...origin, ...extraHeaders };
      const sendsBody = !["GET", "HEAD"].includes(r.method) || (bodyOnGet && r.method === "GET");
      if (sendsBody && body.contentType !== undefined) headers["content-type"] = body.contentType;
      return { ...r, headers, ...(sendsBody && body.body !== undefined ? { body: body.body } : {}) };
    });
}

/** Non-ASCII as raw UTF-8 bytes: node's HTTP client writes a latin1 string byte for byte. */
function rawPath(url: string): string {
  const bytes = Buffer.from(url, "utf8");
  let out = "";
  for (const b of bytes)
    out += b <= 0x20 || b === 0x7f ? `%${b.toString(16).padStart(2, "0")}` : String.fromCharCode(b);
  return out;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** Sends a request to the app, in process or over loopback HTTP. */
export async function send(
  app: FastifyInstance,
  baseUrl: string,
  req: FuzzRequest,
  cookieHeader: string | undefined,
): Promise<FuzzResponse> {
  const headers = { ...req.headers, ...(cookieHeader ? { cookie: cookieHeader } : {}) };
  // inject parses the URL with WHATWG URL first; one it cannot parse goes over HTTP instead.
  if (req.transport === "inject" && URL.canParse(req.url, "http://localhost")) {
    const res = await app.inject({
      method: req.method as "GET",
      url: req.url,
      headers,
      ...(req.body === undefined ? {} : { payload: req.body }),
    });
    return {
      statusCode: res.statusCode,
      contentType: String(res.headers["content-type"] ?? ""),
      body: res.body,
      setsSessionCookie: res.cookies.some((c) => c.name === "pn_session"),
    };
  }
  const target = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: rawPath(req.url),
        headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () =>
          resolve({
            statusCode: res.statusCode ?? 0,
            contentType: String(res.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks).toString("utf8"),
            setsSessionCookie: (res.headers["set-cookie"] ?? []).some((c) => c.startsWith("pn_session=")),
          }),
        );
        res.on("error", reject);
      },
    );
    request.on("error", reject);
    if (req.body !== undefined) request.end(req.body);
    else request.end();
  });
}

export function closeAgent(): void {
  agent.destroy();
}

/**
 * A sentence a person can act on: words (two at least), starting with a letter, digit or quote,
 * not cut off after a colon or comma. A closing full stop is not required: the product gives some
 * texts without one ("Title is required"). No leaked internals: framework codes, "[object Object]",
 * stack frames. (Words such as "undefined" or "NaN" may be the caller's own, quoted back.)
 */
function isSentence(text: string): boolean {
  return (
    text === text.trim() &&
    /^["'“«(\p{L}\p{N}]/u.test(text) &&
    /\p{L}+\s+\S/u.test(text) &&
    !/[:,;]$/.test(text) &&
    !/FST_|\[object Object\]|\n\s+at /.test(text)
  );
}
const CODE = /^[a-z][a-z0-9_]*$/;

/**
 * Why an answer breaks the contract (null if it keeps it): any 5xx, or a 4xx that is not JSON
 * `{ error: "<a sentence>", code: "<snake_case>" }` (apiErrorSchema; extra fields such as the
 * import's rowErrors are allowed). A HEAD answer has no body: only its status and type count.
 */
export function contractProblem(req: FuzzRequest, res: FuzzResponse): string | null {
  if (res.statusCode >= 500) return `a ${res.statusCode} answer`;
  if (res.statusCode < 400) return null;
  if (!/^application\/json\b/i.test(res.contentType))
    return `a ${res.statusCode} answer of type "${res.contentType}", not JSON`;
  if (req.method === "HEAD") return null;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    return `a ${res.statusCode} answer whose body is not valid JSON`;
  }
  if (body === null || typeof body !== "object" || Array.isArray(body))
    return `a ${res.statusCode} answer whose body is not an object`;
  const { error, code } = body as { error?: unknown; code?: unknown };
  if (typeof error !== "string" || !isSentence(error))
    return `a ${res.statusCode} answer whose "error" is not a sentence`;
  if (typeof code !== "string" || !CODE.test(code))
    return `a ${res.statusCode} answer whose "code" is not a snake_case code`;
  return null;
}

const clip = (s: string, n = 300) => (s.length > n ? `${s.slice(0, n)}… (${s.length} characters)` : s);

/** The request and answer as a failure prints them: enough to replay by hand. */
export function describe(req: FuzzRequest, res?: FuzzResponse): string {
  const body =
    req.body === undefined
      ? ""
      : Buffer.isBuffer(req.body)
        ? `\n  body (bytes): ${clip(req.body.toString("hex"), 200)}`
        : `\n  body: ${clip(JSON.stringify(req.body))}`;
  const answer = res ? `\n  → ${res.statusCode} ${res.contentType}\n  ${clip(res.body)}` : "";
  return `${req.method} ${clip(JSON.stringify(req.url).slice(1, -1))} as ${req.principal} (${req.transport}, cookie ${req.cookie})\n  headers: ${JSON.stringify(req.headers)}${body}${answer}`;
}
