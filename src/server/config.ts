import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";
import { parseStorageUrl } from "./storage/create-file-store";

const boolFlag = z.enum(["0", "1", "true", "false"]).transform((v) => v === "1" || v === "true");

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default("127.0.0.1"),
  DATA_DIR: z.string().default("./data"),
  DATABASE_URL: z.string().url().optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default("Ponyatno <no-reply@localhost>"),
  ADMIN_EMAILS: z.string().default(""),
  PUBLIC_URL: z.string().url().optional(),
  SESSION_SECRET: z.string().min(16).optional(),
  SEED_DEMO: boolFlag.optional(),
  PLANNER_ALLOW_PRIVATE_URLS: boolFlag.optional(),
  YOUTUBE_API_KEY: z.string().min(1).optional(),
  YOUTUBE_API_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), { message: "must be an http(s) address" })
    .default("https://www.googleapis.com/youtube/v3"),
  STORAGE_URL: z.string().optional(),
  TRUST_PROXY: z.string().optional(),
  PATREON_URL: z
    .string()
    .url()
    .refine((v) => /^https?:\/\//i.test(v), { message: "must be an http(s) address" })
    .optional(),
  PATREON_WEBHOOK_SECRET: z.string().min(8).optional(),
  PATREON_PREMIUM_CENTS: z.coerce.number().int().min(1).default(500),
  EMAIL_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  VIDEO_UPLOAD_MAX_MB: z.coerce.number().int().min(1).max(1_000_000).default(2048),
  VIDEO_JOBS_INTERVAL_MS: z.coerce.number().int().min(0).default(10_000),
  NEW_VISITORS_PER_HOUR: z.coerce.number().int().min(1).default(100),
  WORDS_INTERVAL_MS: z.coerce.number().int().min(0).default(2_000),
  WORDS_ACQUIRED_CUES: z.coerce.number().int().min(1).default(12),
  WORDS_ACQUIRED_VIDEOS: z.coerce.number().int().min(1).default(3),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_REQUESTS: boolFlag.optional(),
});

/** Everything the server needs, resolved from the environment (README.md "Configuration"). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  publicUrl: string;
  /** PUBLIC_URL was given: requests for another Host are refused, and only it is our Origin. */
  publicUrlSet: boolean;
  sessionSecret: string;
  seedDemo: boolean;
  /** Where uploaded files go (storage/create-file-store.ts); undefined: DATA_DIR/files. */
  storageUrl: string | undefined;
  logLevel: string;
  /**
   * Fastify's two lines per request ("incoming request", "request completed") at info
   * (LOG_REQUESTS=1). Off by default: they buried the few lines a person reads, such as the
   * sign-in code of a server without SMTP. Errors are logged either way.
   */
  logRequests: boolean;
  /** Where the built web app lives; undefined serves no web app (API tests). */
  webDir: string | undefined;
  /**
   * The web app's server entry (built next to the web app), which names the app's pages, prepares
   * their first-screen data and renders their first screens (plugins/page-renderer.ts); undefined
   * or a missing file: the server knows no page, and every page path answers the app with 404.
   */
  pageRendererFile: string | undefined;
  /** Where the shipped demo media lives. */
  mediaDir: string;
  /**
   * Which peers may say, in `X-Forwarded-For` / `-Proto` / `-Host`, who the client is and whether
   * it came over HTTPS: Fastify's `trustProxy` (false: nobody; a hop count; proxy addresses or
   * CIDRs; true: everybody).
   */
  trustProxy: TrustProxy;
  /** Limits of the sign-in calls (docs/product-rules.md); tests that sign in many users raise them. */
  signInRateLimit: SignInRateLimit;
  /** The creator page where learners become patrons (PATREON_URL; the premium pages link to it). */
  patreonUrl: string;
  /**
   * The secret Patreon signs its webhooks with (PATREON_WEBHOOK_SECRET); undefined: the webhook
   * answers 404 (docs/admin.md "Premium from Patreon").
   */
  patreonWebhookSecret: string | undefined;
  /** The pledge, in cents, a patron's currently entitled amount must reach for premium (PATREON_PREMIUM_CENTS). */
  patreonPremiumCents: number;
  /** Calls one personal access token may make per minute (docs/decisions/013); tests lower it. */
  apiTokenCallsPerMinute: number;
  /**
   * Wrong bearer tokens accepted from one client address per sign-in window (an hour) before
   * every bearer call from it is refused with 429: as many as wrong sign-in codes.
   */
  apiTokenWrongPerIp: number;
  /**
   * New anonymous visitors (a first `POST /api/user` without a session) one client address may
   * start in an hour (NEW_VISITORS_PER_HOUR; docs/product-rules.md "Sessions"); counted in the
   * database, so the limit holds across instances.
   */
  newVisitorsPerHour: number;
  /** The largest video file an admin may upload, in bytes (VIDEO_UPLOAD_MAX_MB; docs/admin.md "Our own videos"). */
  videoUploadMaxBytes: number;
  /**
   * How often this instance looks for video files to transcode (VIDEO_JOBS_INTERVAL_MS, ms; 0:
   * never, though an upload still starts its own job at once): jobs left by a restart, or
   * uploaded through another instance (docs/storage.md "Video files").
   */
  videoJobsIntervalMs: number;
  /** How often this instance runs the email jobs (EMAIL_JOBS_INTERVAL_MS, ms; 0: never; docs/emails.md). */
  emailJobsIntervalMs: number;
  /**
   * How often this instance's words worker analyses queued transcripts and folds credited watch
   * time into learners' words (WORDS_INTERVAL_MS, ms; 0: never; docs/words.md).
   */
  wordsIntervalMs: number;
  /**
   * When a lemma counts as acquired: heard in this many distinct cues (WORDS_ACQUIRED_CUES, 12)
   * across this many videos (WORDS_ACQUIRED_VIDEOS, 3); docs/words.md "Acquired words" says why.
   */
  wordsAcquired: { cues: number; videos: number };
  /**
   * Let the content planner download from private, loopback and link-local addresses
   * (PLANNER_ALLOW_PRIVATE_URLS=1). Only the tests set it: their file servers are on loopback.
   */
  plannerAllowPrivateUrls: boolean;
  /**
   * YouTube's Data API v3, which fills in the lengths a planner lacks (docs/content-planner.md
   * "Lengths from YouTube"): the key (YOUTUBE_API_KEY; none: such rows become drafts) and the base
   * URL (YOUTUBE_API_URL, Google's by default; tests point it at a local server).
   */
  youtubeApiKey: string | undefined;
  youtubeApiUrl: string;
}

export type TrustProxy = boolean | number | string[];

/** Calls allowed per fixed window, per client address and per email (docs/decisions/009). */
export interface SignInRateLimit {
  windowMs: number;
  /** send-code and register: the calls that mail a code. */
  codesPerIp: number;
  codesPerEmail: number;
  /** login: the calls that try a code. */
  triesPerIp: number;
  triesPerEmail: number;
}

/** A placeholder creator page until PATREON_URL names the real one (never the provider's home page). */
export const DEFAULT_PATREON_URL = "https://www.patreon.com/ponyatno";

export const DEFAULT_SIGN_IN_RATE_LIMIT: SignInRateLimit = {
  windowMs: 3600 * 1000,
  codesPerIp: 30,
  codesPerEmail: 5,
  triesPerIp: 60,
  triesPerEmail: 30,
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.DATABASE_URL && !e.SESSION_SECRET) {
    throw new Error(
      "SESSION_SECRET is required with DATABASE_URL, so that every instance signs cookies alike.",
    );
  }
  const storageUrl = e.STORAGE_URL || undefined;
  parseStorageUrl(storageUrl, dataDir); // a bad STORAGE_URL stops the start, with a sentence
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: parseEmailList(e.ADMIN_EMAILS),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ""),
    publicUrlSet: e.PUBLIC_URL !== undefined,
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    storageUrl,
    logLevel: e.LOG_LEVEL,
    logRequests: e.LOG_REQUESTS ?? false,
    webDir: path.resolve("dist/web"),
    pageRendererFile: path.resolve("dist/ssr/entry-server.js"),
    mediaDir: path.resolve("media/demo"),
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    signInRateLimit: DEFAULT_SIGN_IN_RATE_LIMIT,
    patreonUrl: e.PATREON_URL ?? DEFAULT_PATREON_URL,
    patreonWebhookSecret: e.PATREON_WEBHOOK_SECRET,
    patreonPremiumCents: e.PATREON_PREMIUM_CENTS,
    apiTokenCallsPerMinute: 120,
    apiTokenWrongPerIp: DEFAULT_SIGN_IN_RATE_LIMIT.triesPerIp,
    plannerAllowPrivateUrls: e.PLANNER_ALLOW_PRIVATE_URLS ?? false,
    youtubeApiKey: e.YOUTUBE_API_KEY,
    youtubeApiUrl: e.YOUTUBE_API_URL.replace(/\/+$/, ""),
    emailJobsIntervalMs: e.EMAIL_JOBS_INTERVAL_MS,
    videoUploadMaxBytes: e.VIDEO_UPLOAD_MAX_MB * 1024 * 1024,
    videoJobsIntervalMs: e.VIDEO_JOBS_INTERVAL_MS,
    newVisitorsPerHour: e.NEW_VISITORS_PER_HOUR,
    wordsIntervalMs: e.WORDS_INTERVAL_MS,
    wordsAcquired: { cues: e.WORDS_ACQUIRED_CUES, videos: e.WORDS_ACQUIRED_VIDEOS },
  };
}

export function parseEmailList(list: string): string[] {
  return list
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
}

const PROXY_ADDRESS_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);

/**
 * TRUST_PROXY as Fastify's `trustProxy` takes it: unset (or `false`, `0`) trusts nobody, `true`
 * everybody, a number that many hops, otherwise a comma list of addresses, CIDRs (`10.0.0.0/8`)
 * or proxy-addr's names (`loopback`, `linklocal`, `uniquelocal`). A typo stops the start.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? "").trim();
  if (text === "" || text === "false") return false;
  if (text === "true") return true;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (bad !== undefined) {
    throw new Error(
      `Invalid configuration: TRUST_PROXY: "${bad}" is not an address, a CIDR or a hop count (e.g. 1, or 10.0.0.0/8,127.0.0.1).`,
    );
  }
  return entries;
}

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = "", range, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (range === undefined) return true;
  if (/^\d+$/.test(range)) return Number(range) <= (family === 4 ? 32 : 128);
  return family === 4 && isIP(range) === 4; // a netmask: 10.0.0.0/255.0.0.0
}

/** On the embedded database the cookie secret is made once and kept in DATA_DIR. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, "session-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
