// `npm start` builds first when there is no build yet or the sources are newer than it.
import { execSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

const STAMP = "dist/.build-stamp";
const SOURCES = ["src", "package-lock.json", "vite.config.ts", "scripts/build-server.mjs"];

function newestMtime(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), 0);
}

const built =
  existsSync(STAMP) &&
  existsSync("dist/server/main.js") &&
  existsSync("dist/web/index.html") &&
  existsSync("dist/ssr/entry-server.js");
const stale = !built || SOURCES.some((s) => newestMtime(s) > statSync(STAMP).mtimeMs);
if (stale) {
  console.log(built ? "Sources changed: rebuilding…" : "No build yet: building…");
  execSync("npm run build", { stdio: "inherit" });
  writeFileSync(STAMP, new Date().toISOString());
}
