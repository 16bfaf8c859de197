// npm run db:backup [-- file.sql]: a plain-SQL dump of the database of DATA_DIR / DATABASE_URL.
import { createWriteStream } from "node:fs";
import { loadConfig } from "../src/server/config";
import { dumpDatabase } from "../src/server/db/backup";
import { createDb } from "../src/server/db/create-db";

const file = process.argv[2] ?? `ponyatno-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.sql`;
const config = loadConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const out = createWriteStream(file);
await dumpDatabase(handle.db, (chunk) => out.write(chunk));
await new Promise<void>((resolve, reject) =>
  out.end((err?: Error | null) => (err ? reject(err) : resolve())),
);
await handle.close();
console.log(`Backed up the ${handle.kind} database to ${file}`);
