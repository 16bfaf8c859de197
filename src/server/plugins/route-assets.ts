import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files a page's route module needs before it can run: its scripts and its styles. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/**
 * What a route module needs, from the build's manifest: its chunk and the chunks it imports
 * statically, and their stylesheets, minus what the entry already brings (the page links those
 * itself). A page the server rendered links them from its head, so its styles apply at the first
 * paint and its script is fetched with the entry's, not after it. Empty without a manifest.
 */
export function createRouteAssets(webDir: string | undefined): (module: string) => RouteAssets {
  const file = webDir && path.join(webDir, ".vite", "manifest.json");
  if (!file || !existsSync(file)) return () => ({ scripts: [], styles: [] });
  const manifest = JSON.parse(readFileSync(file, "utf8")) as Record<string, ManifestChunk>;

  const closure = (keys: string[]): Set<string> => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const entries = closure(Object.keys(manifest).filter((key) => manifest[key]?.isEntry));
  const cache = new Map<string, RouteAssets>();

  return (module) => {
    const known = cache.get(module);
    if (known) return known;
    const keys = [...closure([module])].filter((key) => !entries.has(key));
    const assets = {
      scripts: keys.map((key) => `/${manifest[key]?.file}`),
      styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map((css) => `/${css}`),
    };
    cache.set(module, assets);
    return assets;
  };
}
