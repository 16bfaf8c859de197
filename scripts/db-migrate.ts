// npm run db:migrate: brings the database of DATA_DIR / DATABASE_URL up to date.
import { loadConfig } from "../src/server/config";
import { createDb } from "../src/server/db/create-db";
import { migrateToLatest } from "../src/server/db/migrate";

const config = loadConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(handle.db);
await handle.close();
console.log(`Migrated the ${handle.kind} database.`);
