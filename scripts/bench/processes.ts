import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { setTimeout as delay } from "node:timers/promises";

export interface RunningServer {
  pid: number;
  baseUrl: string;
  stop(): Promise<void>;
}

/**
 * Starts an entry point as its own Node process and waits until `readyPath` answers 200. A `.ts`
 * entry runs as `node --import tsx` (what `npx tsx` does, without its wrapper process, so that
 * `pid` is the server itself); a `.js` entry (a bundle) runs with plain `node`.
 */
export async function startServer(
  entry: string,
  env: Record<string, string>,
  port: number,
  readyPath: string,
  /** How long it may take to answer: a server of 100,000 videos builds its index first. */
  readyWithinMs = 120_000,
): Promise<RunningServer> {
  // BENCH_CPU_PROF=<dir> writes a V8 CPU profile of each server when it stops, for finding hot spots.
  const profile = process.env.BENCH_CPU_PROF
    ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const loader = entry.endsWith(".ts") ? ["--import", "tsx"] : [];
  const child = spawn(process.execPath, [...profile, ...loader, entry], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "inherit", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitUntilReady(child, `${baseUrl}${readyPath}`, readyWithinMs);
  return { pid: child.pid!, baseUrl, stop: () => stopChild(child) };
}

/**
 * Ports that are free on loopback right now (all probed at once, so they differ): the bench may
 * run beside another engineer's bench or dev server, and a fixed port would measure (or break
 * on) their process instead.
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = Array.from({ length: count }, () => createServer());
  const ports = await Promise.all(
    probes.map(
      (probe) =>
        new Promise<number>((resolve, reject) => {
          probe.once("error", reject);
          probe.listen(0, "127.0.0.1", () => resolve((probe.address() as { port: number }).port));
        }),
    ),
  );
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))));
  return ports;
}

async function waitUntilReady(child: ChildProcess, url: string, waitMs: number): Promise<void> {
  const deadline = Date.now() + waitMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`The server exited with code ${child.exitCode} before it was ready.`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await delay(100);
  }
  child.kill("SIGKILL");
  throw new Error(`${url} did not answer within ${waitMs / 1000} s.`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Resident memory of a process in MB (VmRSS), and its peak (VmHWM), from /proc. */
export function memoryOf(pid: number): { rssMb: number; peakMb: number } {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) =>
    Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(status)?.[1] ?? Number.NaN);
  return { rssMb: kb("VmRSS") / 1024, peakMb: kb("VmHWM") / 1024 };
}

/** CPU time (user + system) a process has used so far, in microseconds (from /proc, 100 ticks a second). */
export function cpuMicrosOf(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  // The command name may hold spaces: the fields that follow start after its closing parenthesis.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return ticks * 10_000;
}
