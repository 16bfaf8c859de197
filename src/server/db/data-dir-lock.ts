import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import path from "node:path";

/** Thrown when another live process has the embedded database of a DATA_DIR open. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `The database in ${dataDir} is open in another process (pid ${pid}), most likely the running ` +
        "server. Stop it first: a copy or a change made beside a server that is writing could miss " +
        "or break what it saved last.",
    );
  }
}

/**
 * Takes the lock of a DATA_DIR's embedded database (docs/decisions/001): one process at a time may
 * open PGlite's folder, since PGlite has no server of its own to share it. The lock is a file
 * holding the owner's pid; a file left by a process that is gone (killed with SIGKILL) is taken
 * over. Returns the release, which is also run when the process exits.
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, "pglite.lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => {
        process.off("exit", release);
        if (ownerOf(file) === process.pid) unlinkSync(file);
      };
      process.on("exit", release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
      const owner = ownerOf(file);
      if (owner !== undefined && isAlive(owner)) throw new DataDirInUseError(dataDir, owner);
      try {
        unlinkSync(file);
      } catch {
        // Another process took it over first: the next attempt sees its pid.
      }
    }
  }
  throw new DataDirInUseError(dataDir, ownerOf(file) ?? 0);
}

function ownerOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: it exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === "EPERM";
  }
}
