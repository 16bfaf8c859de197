import rateLimit, { type FastifyRateLimitStore } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import { sql } from "kysely";
import type { Db } from "../db/create-db";

/**
 * Counts one call of `key` in its fixed window and returns the calls counted so far and the
 * milliseconds left: one statement, atomic per key, so that every instance on the database shares
 * the count. The database's clock decides the windows, not the instances' clocks.
 */
export async function countHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ current: number; ttl: number }> {
  const { rows } = await sql<{ hits: number; ttl: number }>`
    INSERT INTO rate_limit_hits AS r (key, hits, reset_at)
    VALUES (${key}, 1, now() + ${windowMs}::float8 * interval '1 millisecond')
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
      reset_at = CASE WHEN r.reset_at <= now() THEN excluded.reset_at ELSE r.reset_at END
    RETURNING hits, (extract(epoch FROM reset_at - now()) * 1000)::float8 AS ttl`.execute(db);
  const row = rows[0];
  if (!row) throw new Error(`rate limit: no count returned for ${key}`);
  return { current: row.hits, ttl: Math.max(0, Math.round(row.ttl)) };
}

/** The calls counted on `key` in its current window, without counting one (0 once it has ended). */
export async function hitsSoFar(db: Db, key: string): Promise<number> {
  const row = await db
    .selectFrom("rate_limit_hits")
    .select("hits")
    .where("key", "=", key)
    .where("reset_at", ">", sql<Date>`now()`)
    .executeTakeFirst();
  return row?.hits ?? 0;
}

/** "a minute" or "N minutes": how long a refused caller waits, for the 429 sentences. */
export function waitText(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60000));
  return minutes === 1 ? "a minute" : `${minutes} minutes`;
}

/** Removes the counters whose window has ended (the daily maintenance). */
export async function removeEndedRateLimits(db: Db): Promise<number> {
  const result = await db
    .deleteFrom("rate_limit_hits")
    .where("reset_at", "<=", new Date())
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** @fastify/rate-limit's store over the `rate_limit_hits` table (docs/decisions/009). */
export function databaseRateLimitStore(db: Db) {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      countHit(db, key, timeWindow).then(
        (result) => callback(null, result),
        (err: Error) => callback(err),
      );
    }

    /** Every limit shares the one table: their keys keep them apart. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * @fastify/rate-limit with the database store, applied to no route by itself (`global: false`):
 * modules make their limiters with `app.createRateLimit` (the sign-in calls: user/sign-in-limits.ts).
 */
export async function registerRateLimit(app: FastifyInstance, db: Db): Promise<void> {
  await app.register(rateLimit, { global: false, store: databaseRateLimitStore(db) });
}
