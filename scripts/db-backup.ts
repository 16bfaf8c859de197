// npm run db:backup [-- file.sql]: a plain-SQL dump of the database of DATA_DIR / DATABASE_URL.
// On the embedded database it refuses while a server has the folder open (the lock of
// src/server/db/data-dir-lock.ts): a copy taken beside a writing server could miss its last writes.
import { createWriteStream } from "node:fs";
import { loadConfig } from "../src/server/config";
import { dumpDatabase } from "../src/server/db/backup";
import { createDb } from "../src/server/db/create-db";
import { runScript } from "./script-errors";

await runScript(async () => {
  const file = process.argv[2] ?? `ponyatno-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`;
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const out = createWriteStream(file);
    await dumpDatabase(handle.db, (chunk) => out.write(chunk));
    await new Promise<void>((resolve, reject) =>
      out.end((err?: Error | null) => (err ? reject(err) : resolve())),
    );
  } finally {
    await handle.close();
  }
  console.log(`Backed up the ${handle.kind} database to ${file}`);
});
