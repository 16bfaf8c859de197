import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";

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
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
});

/** Everything the server needs, resolved from the environment (PRODUCT.md "Configuration"). */
export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmails: string[];
  publicUrl: string;
  sessionSecret: string;
  seedDemo: boolean;
  logLevel: string;
  /** Where the built web app lives; undefined serves no web app (API tests). */
  webDir: string | undefined;
  /** Where the shipped demo media lives. */
  mediaDir: string;
  /** Send-code rate limits; tests may lower them. */
  codeRateLimit: { perEmailPerHour: number; perIpPerHour: number };
}

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
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    adminEmails: parseEmailList(e.ADMIN_EMAILS),
    publicUrl: (e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`).replace(/\/$/, ""),
    sessionSecret: e.SESSION_SECRET ?? persistedSecret(dataDir),
    seedDemo: e.SEED_DEMO ?? !e.DATABASE_URL,
    logLevel: e.LOG_LEVEL,
    webDir: path.resolve("dist/web"),
    mediaDir: path.resolve("media/demo"),
    codeRateLimit: { perEmailPerHour: 5, perIpPerHour: 30 },
  };
}

export function parseEmailList(list: string): string[] {
  return list
    .split(",")
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
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
