import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

// The README and package.json name the oldest Node the product runs on; every installed package
// must say it runs there too, or `engines` would not tell the truth (docs/decisions/008).
const root = path.resolve(import.meta.dirname, "../..");
const ownEngines = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")).engines.node as string;
const oldestNode = semver.minVersion(ownEngines)!.version;

interface Installed {
  name: string;
  version: string;
  engines?: { node?: string };
}

function installedPackages(dir: string, found: Installed[] = []): Installed[] {
  if (!existsSync(dir)) return found;
  for (const entry of readdirSync(dir)) {
    if (entry.startsWith(".")) continue;
    const at = path.join(dir, entry);
    if (entry.startsWith("@")) {
      installedPackages(at, found);
      continue;
    }
    const manifest = path.join(at, "package.json");
    if (existsSync(manifest)) found.push(JSON.parse(readFileSync(manifest, "utf8")) as Installed);
    installedPackages(path.join(at, "node_modules"), found);
  }
  return found;
}

describe("dependencies and the Node version we promise", () => {
  it("package.json, the README and CI name the same oldest Node", () => {
    expect(ownEngines).toBe(">=20.19");
    expect(readFileSync(path.join(root, "README.md"), "utf8")).toContain("Node.js 20.19+");
  });

  it("every installed package runs on that Node by its own engines field", () => {
    const refusing = installedPackages(path.join(root, "node_modules"))
      .filter((p) => p.engines?.node && !semver.satisfies(oldestNode, p.engines.node))
      .map((p) => `${p.name}@${p.version} needs Node ${p.engines?.node}`);
    expect(refusing).toEqual([]);
  });
});
