// npm run db:restore -- file.sql: restores a dump into the (new, empty) database of DATA_DIR / DATABASE_URL.
import { readFileSync } from "node:fs";
import { loadConfig } from "../src/server/config";
import { restoreDatabase } from "../src/server/db/backup";
import { createDb } from "../src/server/db/create-db";
import { runScript } from "./script-errors";

const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore -- backup.sql   (into a new DATA_DIR or an empty DATABASE_URL)");
  process.exit(2);
}
await runScript(async () => {
  const config = loadConfig();
  const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await restoreDatabase(handle.db, readFileSync(file, "utf8"));
    console.log(`Restored ${file} into the ${handle.kind} database.`);
  } finally {
    await handle.close();
  }
});
