import { type ChildProcess, spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The newest sign-in code mailed to this address (from the outbox). */
  codeFor(email: string): string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode}:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The app did not start within 120 s:\n${log()}`);
}

/** The newest sign-in code the app in `dataDir` mailed to `email` (its outbox folder). */
export function codeIn(dataDir: string, email: string): string {
  const outbox = path.join(dataDir, "outbox");
  for (const file of readdirSync(outbox).sort().reverse()) {
    const mail = readFileSync(path.join(outbox, file), "utf8");
    const code =
      mail.toLowerCase().includes(`to: ${email.toLowerCase()}`) && /Your code is (\d{6})/.exec(mail)?.[1];
    if (code) return code;
  }
  throw new Error(`No code was mailed to ${email}`);
}

export interface StartOptions {
  /** Environment of the app's process, over the defaults (PORT, DATA_DIR, SEED_DEMO, LOG_LEVEL…). */
  env?: Record<string, string>;
  /**
   * A DATA_DIR to copy as the app's own before it starts: the tier's template (global-setup.ts),
   * already migrated and seeded, so that the app opens it in seconds instead of making a database.
   */
  template?: string;
  /** This DATA_DIR, kept when the app stops (the template itself, made by the first start). */
  dataDir?: string;
}

/**
 * Starts the built app as `npm start` would (dist/server/main.js), on its own DATA_DIR with the demo
 * catalog: a new one, a copy of `template`, or `dataDir`.
 */
export async function launchApp(options: StartOptions = {}): Promise<RunningApp> {
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), "pn-e2e-"));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let output = "";
  const child = spawn(process.execPath, ["dist/server/main.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SEED_DEMO: "1",
      LOG_LEVEL: "warn",
      ...options.env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  child.stdout?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  child.stderr?.on("data", (d: Buffer) => {
    output += d.toString();
  });
  await waitForHealth(url, child, () => output);
  return {
    url,
    dataDir,
    codeFor: (email) => codeIn(dataDir, email),
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once("exit", r));
        child.kill("SIGTERM");
        await exited;
      }
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
