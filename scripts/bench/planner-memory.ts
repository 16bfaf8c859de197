import { ADMIN_EMAIL, adminClient } from "../../tests/factories/users";
import { uploadPlanner } from "../../tests/setup/content-planner";
import { createTestApp } from "../../tests/setup/test-app";
import { PLANNER_ROWS, plannerFile } from "./planner";

/*
 * The server's memory through a planner upload (docs/content-planner.md "Speed"): the app on a
 * fresh PGlite in this process, the 5,000-row file of the planner bench uploaded by an admin (the
 * upload read as it arrives), the process's RSS sampled every 20 ms; prints the peak.
 * `npx tsx scripts/bench/planner-memory.ts`.
 */
const t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
const admin = await adminClient(t);
const file = plannerFile(PLANNER_ROWS);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;
const before = process.memoryUsage().rss;
let peak = before;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);
const start = performance.now();
const log = await uploadPlanner(admin, file);
clearInterval(sampler);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(log.lines.at(-1));
console.log(
  `planner of ${PLANNER_ROWS} rows (${mb(Buffer.byteLength(file))}): ${((performance.now() - start) / 1000).toFixed(1)} s, RSS ${mb(before)} before, peak ${mb(peak)}`,
);
await t.close();
