// How the database scripts end on a refusal: the sentence and exit 1, not a stack trace. A fault
// nobody foresaw still prints its stack (the operator needs it).
import { RestoreRefusedError } from "../src/server/db/backup";
import { DataDirInUseError } from "../src/server/db/data-dir-lock";

/** Errors whose message is the whole story for the person running the script. */
const EXPLAINED = [DataDirInUseError, RestoreRefusedError];

export async function runScript(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (err) {
    const explained = EXPLAINED.some((kind) => err instanceof kind);
    console.error(explained ? (err as Error).message : err);
    process.exit(1);
  }
}
