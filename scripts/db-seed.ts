// npm run db:seed: loads the demo catalog into a database that has no videos yet.
import { loadConfig } from "../src/server/config";
import { createDb } from "../src/server/db/create-db";
import { migrateToLatest } from "../src/server/db/migrate";
import { seedDemoCatalog } from "../src/server/db/seed/demo-catalog";
import { createFileStore } from "../src/server/storage/create-file-store";

const config = loadConfig();
const handle = await createDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await migrateToLatest(handle.db);
const storage = await createFileStore(config);
const added = await seedDemoCatalog(handle.db, config.mediaDir, storage, console);
await storage.close();
await handle.close();
console.log(added > 0 ? `Loaded ${added} demo videos.` : "The catalog already has videos: nothing loaded.");
