import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

/** One entry of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/** The files a page's route modules need before they can run: their scripts and their styles. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

/**
 * What a page's route modules need, from the build's manifest: their chunks and the chunks they
 * import statically, and their stylesheets, minus what the entry already brings (the page links
 * those itself). The page links them from its head, so a rendered page's styles apply at its
 * first paint and every page's scripts are fetched with the entry's, not after it has run. Empty
 * without a manifest.
 */
export function createRouteAssets(webDir: string | undefined): (modules: string[]) => RouteAssets {
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

  return (modules) => {
    const cacheKey = modules.join(" ");
    const known = cache.get(cacheKey);
    if (known) return known;
    const keys = [...closure(modules)].filter((key) => !entries.has(key));
    const assets = {
      scripts: keys.map((key) => `/${manifest[key]?.file}`),
      styles: [...new Set(keys.flatMap((key) => manifest[key]?.css ?? []))].map((css) => `/${css}`),
    };
    cache.set(cacheKey, assets);
    return assets;
  };
}
