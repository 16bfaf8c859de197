import fc from "fast-check";
import { nastyValue, RawJson } from "./nasty";

/** The part of JSON Schema that @fastify/swagger writes for our zod schemas. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

/** Values the services understand, by field name: valid types alone rarely get past the refinements. */
export interface Hints {
  /** Ids of the catalog's videos, entries of the log, and such: the fuzz reaches real rows. */
  videoIds: () => string[];
  entryIds: () => string[];
  emails: () => string[];
}

const DAY_MS = 24 * 3600 * 1000;
const pad = (n: number) => String(n).padStart(2, "0");

/** A calendar date within `from`..`to` days of today, as YYYY-MM-DD. */
const dateAround = (from: number, to: number) =>
  fc.integer({ min: from, max: to }).map((d) => new Date(Date.now() + d * DAY_MS).toISOString().slice(0, 10));
const clockTime = fc.tuple(fc.nat(23), fc.nat(59)).map(([h, m]) => `${pad(h)}:${pad(m)}`);
const dateTimeAround = (from: number, to: number) =>
  fc.integer({ min: from * DAY_MS, max: to * DAY_MS }).map((d) => new Date(Date.now() + d).toISOString());
const timeZones = fc.constantFrom(
  "Europe/Moscow",
  "UTC",
  "America/New_York",
  "Asia/Kathmandu",
  "Pacific/Kiritimati",
  "Pacific/Pago_Pago",
  "Etc/GMT-14",
);

function hinted(name: string, hints: Hints): fc.Arbitrary<unknown> | undefined {
  const fromList = (list: () => string[]) =>
    fc.nat().map((i) => {
      const values = list();
      return values.length > 0 ? values[i % values.length] : "none";
    });
  switch (name) {
    case "startDate":
    case "from":
    case "to":
      return dateAround(-800, 3);
    case "birthday":
      return fc.oneof(dateAround(-40_000, 2), fc.constant(""));
    case "finalGoalDate":
      return fc.oneof(dateAround(-3, 40_000), dateTimeAround(-3, 40_000));
    case "endDate":
      return fc.oneof(
        dateTimeAround(-400, 1),
        dateAround(-400, 1).map((d) => `${d}T12:00`),
      );
    case "startTime":
      return clockTime;
    case "timezone":
      return timeZones;
    case "email":
      return fc.oneof(
        fromList(hints.emails),
        fc.emailAddress(),
        fc.nat(50).map((n) => `fuzz${n}@fuzz.test`),
      );
    case "videoId":
      return fromList(hints.videoIds);
    case "id":
      return fc.oneof(fromList(hints.entryIds), fc.uuid());
    case "playingStartTime":
      return fc.oneof(
        fc.integer({ min: -3_600_000, max: 120_000 }).map((d) => Date.now() + d),
        fc.integer({ min: -3_600_000, max: 120_000 }).map((d) => new Date(Date.now() + d).toISOString()),
        fc.constantFrom("0", "1", String(Date.now())),
      );
    case "languages":
      return fc.constantFrom("en:B2,de:A1", "", "ru:Native", "en:C2,,fr:A1", "zz:B1");
    case "verification_code":
      return fc.oneof(
        fc.integer({ min: 0, max: 999_999 }).map((n) => String(n).padStart(6, "0")),
        fc.constantFrom("", "1234567", "abcdef"),
      );
    default:
      return undefined;
  }
}

/** A value that matches `schema` by type and bounds, with realistic values for the fields we know. */
export function validValue(schema: JsonSchema, hints: Hints, name = ""): fc.Arbitrary<unknown> {
  const byName = name ? hinted(name, hints) : undefined;
  const own = byType(schema, hints, name);
  const plain = byName ? fc.oneof({ weight: 3, arbitrary: byName }, { weight: 1, arbitrary: own }) : own;
  return schema.nullable
    ? fc.oneof({ weight: 4, arbitrary: plain }, { weight: 1, arbitrary: fc.constant(null) })
    : plain;
}

function byType(schema: JsonSchema, hints: Hints, name: string): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return fc.oneof(...union.map((s) => validValue(s, hints, name)));
  if (schema.allOf?.[0]) return validValue(schema.allOf[0], hints, name);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case "object":
      return objectValue(schema, hints);
    case "array":
      return fc.array(validValue(schema.items ?? {}, hints, name), { maxLength: 3 });
    case "string":
      if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
      return fc.string({
        minLength: schema.minLength ?? 0,
        maxLength: Math.max(schema.minLength ?? 0, Math.min(schema.maxLength ?? 40, 40)),
      });
    case "integer":
      return fc.integer({
        min: Math.ceil(schema.minimum ?? -1_000_000),
        max: Math.floor(schema.maximum ?? 1_000_000),
      });
    case "number":
      return fc.double({
        min: schema.minimum ?? -1e9,
        max: schema.maximum ?? 1e9,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(properties)) model[key] = validValue(property, hints, key);
  const plain = fc.record(model, { requiredKeys: schema.required ?? [] }) as fc.Arbitrary<
    Record<string, unknown>
  >;
  const coherent = coherentValue(Object.keys(properties));
  return coherent
    ? fc.oneof(
        plain,
        fc.tuple(plain, coherent).map(([p, c]) => ({ ...p, ...c })),
      )
    : plain;
}

/**
 * Fields that must agree with each other for a request to get past the service's checks: an
 * off-platform entry whose end comes a day after its start (whatever the learner's time zone), so
 * its minutes always fit; a watch report of a segment that began a moment ago.
 */
function coherentValue(keys: string[]): fc.Arbitrary<Record<string, unknown>> | undefined {
  const has = (...names: string[]) => names.every((n) => keys.includes(n));
  if (has("startDate", "startTime", "minutes")) {
    return fc
      .tuple(
        fc.integer({ min: 2, max: 700 }),
        clockTime,
        fc.integer({ min: 1, max: 600 }),
        fc.string({ maxLength: 20 }),
      )
      .map(([daysAgo, startTime, minutes, comment]) => {
        const startDate = new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);
        const end = new Date(Date.parse(`${startDate}T${startTime}:00Z`) + DAY_MS).toISOString();
        return {
          startDate,
          startTime,
          minutes,
          comment,
          ...(keys.includes("endDate") ? { endDate: end } : {}),
        };
      });
  }
  if (has("playingStartTime", "elapsedTime")) {
    return fc.integer({ min: 0, max: 40 }).map((elapsed) => ({
      playingStartTime: Date.now() - elapsed * 1000,
      elapsedTime: elapsed,
      lastVideoTime: elapsed,
    }));
  }
  return undefined;
}

/** A value of the wrong type for `schema`: the valid value of some other type. */
function otherTypeValue(schema: JsonSchema): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const others: fc.Arbitrary<unknown>[] = [
    fc.string({ maxLength: 10 }),
    fc.integer(),
    fc.boolean(),
    fc.constant(null),
    fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
    fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
  ];
  const skip = { string: 0, integer: 1, number: 1, boolean: 2, null: 3, array: 4, object: 5 }[type ?? ""];
  return fc.oneof(...others.filter((_, i) => i !== skip));
}

/** A valid-looking value spoiled in one place: a null byte, a lone surrogate, a bound just past… */
function poisoned(schema: JsonSchema, valid: unknown): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (typeof valid === "string" || type === "string") {
    const text = typeof valid === "string" ? valid : "";
    return fc
      .tuple(
        fc.nat(text.length),
        fc.constantFrom("\u0000", "\ud800", "\udfff", "%00", "\u202e", "\r\n", "'", "\\", "😀"),
      )
      .chain(([at, bad]) =>
        fc.constantFrom(
          text.slice(0, at) + bad + text.slice(at),
          `  ${text}  `,
          text.toUpperCase(),
          text + "x".repeat(Math.max(1, (schema.maxLength ?? 1000) + 1 - text.length)),
          text.normalize("NFD"),
        ),
      );
  }
  if (type === "number" || type === "integer" || typeof valid === "number") {
    const min = schema.minimum ?? 0;
    const max = schema.maximum ?? 1e9;
    return fc.constantFrom(
      min - 1,
      min - 1e-9,
      max + 1,
      max + 1e-9,
      min + 0.5,
      -min,
      max * 1000,
      new RawJson("1e999"),
      new RawJson("-0"),
      new RawJson("NaN"),
      `${min}`,
    );
  }
  if (type === "boolean") return fc.constantFrom("true", 0, 1, "false", "", null);
  return nastyValue;
}

/**
 * A value derived from a valid one by one to three mutations (most often one, so that the rest
 * still passes and the request reaches the service): a field dropped, spoiled in one place, set to
 * a value of the wrong type or to a nasty value (huge, NaN, null bytes…), an unknown or
 * prototype-polluting key added; or the whole value replaced by another shape (an array of it…).
 */
export function mutatedValue(schema: JsonSchema, hints: Hints): fc.Arbitrary<unknown> {
  const valid = validValue(schema, hints);
  const properties = schema.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) {
    return fc.oneof(
      valid.chain((v) => poisoned(schema, v)),
      nastyValue,
      otherTypeValue(schema),
      valid.map((v) => [v]),
    );
  }
  // One change to a copy of a valid object: a key dropped, or set to a spoiled or wrong value.
  type Change = { key: string; drop: true } | { key: string; drop: false; value: unknown };
  const changesOf = (value: Record<string, unknown>): fc.Arbitrary<Change> =>
    fc.oneof(
      { weight: 1, arbitrary: fc.constantFrom(...keys).map((key): Change => ({ key, drop: true })) },
      {
        weight: 4,
        arbitrary: fc
          .constantFrom(...keys)
          .chain((key) =>
            poisoned(properties[key] ?? {}, value[key]).map((v): Change => ({ key, drop: false, value: v })),
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .constantFrom(...keys)
          .chain((key) =>
            otherTypeValue(properties[key] ?? {}).map((v): Change => ({ key, drop: false, value: v })),
          ),
      },
      {
        weight: 2,
        arbitrary: fc
          .tuple(fc.constantFrom(...keys), nastyValue)
          .map(([key, v]): Change => ({ key, drop: false, value: v })),
      },
      {
        weight: 1,
        arbitrary: fc
          .tuple(
            fc.constantFrom("__proto__", "constructor", "isAnonymous", "roles", "premium", "x", ""),
            nastyValue,
          )
          .map(([key, v]): Change => ({ key, drop: false, value: v })),
      },
    );
  const count = fc.oneof(
    { weight: 6, arbitrary: fc.constant(1) },
    { weight: 2, arbitrary: fc.constant(2) },
    { weight: 1, arbitrary: fc.constant(3) },
  );
  const mutatedObject = valid.chain((value) => {
    const object = (value ?? {}) as Record<string, unknown>;
    return count
      .chain((n) => fc.array(changesOf(object), { minLength: n, maxLength: n }))
      .map((changes) => {
        // A plain copy, in which "__proto__" is an own key as JSON.parse would make it.
        const copy: Record<string, unknown> = { ...object };
        for (const change of changes) {
          if (change.drop) delete copy[change.key];
          else
            Object.defineProperty(copy, change.key, {
              value: change.value,
              enumerable: true,
              writable: true,
              configurable: true,
            });
        }
        return copy;
      });
  });
  return fc.oneof(
    { weight: 8, arbitrary: mutatedObject },
    { weight: 1, arbitrary: valid.map((v) => [v]) },
    { weight: 1, arbitrary: nastyValue },
  );
}
