import { z } from "zod";
import type { UrlCodec } from "./router/location";

/**
 * The URL codecs of the pages whose state is a few flat values, described by zod. Apart from
 * url-state.ts: the browse page's first screen carries no zod (docs/web-performance.md), and its
 * codec is written by hand in shared/domain/browse-url.ts, which the server reads too.
 */

/** A zod object whose every field has a default (`.catch(…)`): any query reads to a usable state. */
export type UrlSchema = z.ZodObject<Record<string, z.ZodType>>;

/** A page number parameter (`page=3`): a whole number from 1, else the first page. */
export const PAGE_PARAM = z.coerce.number().int().min(1).catch(1);

/** A yes/no parameter (`pending=true`): anything else is no. */
export const FLAG_PARAM = z.stringbool().catch(false);

/**
 * The URL codec of a flat state described by a zod object whose fields all `.catch` their default
 * (`z.enum([...]).catch("a")`, PAGE_PARAM, FLAG_PARAM): each field is a parameter of its name,
 * written as text when it differs from its default.
 */
export function zodUrlCodec<S extends UrlSchema>(
  schema: S,
): UrlCodec<z.output<S>> & { defaults: z.output<S> } {
  const defaults = schema.parse({});
  return {
    defaults,
    read: (params) => schema.parse(Object.fromEntries(params)),
    write: (value) => {
      const params = new URLSearchParams();
      for (const [name, field] of Object.entries(value as Record<string, unknown>)) {
        if (field !== (defaults as Record<string, unknown>)[name]) params.set(name, String(field));
      }
      return params;
    },
  };
}
