import { type ChildProcess, spawn } from "node:child_process";
import { mkdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { build } from "esbuild";

/**
 * Bundles src/server/main.ts as `npm run build` does (scripts/build-server.mjs), from the current
 * sources, into a folder of its own under .tmp (two levels down, like dist/server, so that
 * node_modules resolves alike). A bundle starts in about half the time of tsx, and the crash test
 * starts the server eight times. Returns the entry and a function that removes the folder.
 */
export async function bundleServer(): Promise<{ entry: string; remove(): void }> {
  const dir = path.resolve(".tmp", `crash-server-${process.pid}-${Date.now()}`);
  mkdirSync(dir, { recursive: true });
  const entry = path.join(dir, "main.js");
  await build({
    entryPoints: ["src/server/main.ts"],
    outfile: entry,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node20",
    packages: "external",
    logLevel: "warning",
  });
  return { entry, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A free loopback port now; the crash test keeps it across restarts (PUBLIC_URL names it). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  pid: number;
  /** Everything the server printed, for a failure's message. */
  output(): string;
  /** SIGKILL: no shutdown hook runs, as in a power cut of the process. */
  kill(): Promise<void>;
  /** SIGTERM, then SIGKILL after 10 s. */
  stop(): Promise<void>;
}

/**
 * Starts the real server from `entry` (a bundle from bundleServer, run as `npm start` runs
 * dist/server/main.js; a .ts entry runs through tsx) and waits until /api/health answers.
 */
export async function startServer(
  entry: string,
  port: number,
  env: Record<string, string>,
): Promise<ServerProcess> {
  let output = "";
  const loader = entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child: ChildProcess = spawn(process.execPath, [...loader, entry], {
    env: { ...process.env, LOG_LEVEL: "warn", ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const keep = (d: Buffer) => {
    output = (output + d.toString()).slice(-20_000);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was ready:\n${output}`,
      );
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The server did not answer within 120 s:\n${output}`);
    }
    await delay(50);
  }

  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill(signal);
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return {
    pid: child.pid as number,
    output: () => output,
    kill: () => end("SIGKILL"),
    stop: () => end("SIGTERM"),
  };
}
