import path from "node:path";
import { fileURLToPath } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";

const repoRoot = path.dirname(fileURLToPath(import.meta.url));
const webRoot = path.join(repoRoot, "src/web");
const apiTarget = process.env.API_TARGET ?? "http://127.0.0.1:3000";

/**
 * The pages visitors land on, with the most JavaScript (gzipped KB) that may load before each is
 * interactive: the entry, the page's chunk and everything either imports statically (lazy imports
 * excluded). Above it the build fails (decision 004). /browse's is the target itself
 * (docs/web-performance.md "Targets"); /watch's and /progress's hold them where they stand, so that
 * a library (zod, above all: ~25 KB) that slips onto their first screen fails the build instead of
 * a Lighthouse run later. Lowered as the script shrinks, never raised to make a build pass.
 */
const LANDING_PAGES = [
  { page: "/browse", module: "features/browse/browse-page.tsx", budgetKb: 100 },
  { page: "/watch", module: "features/watch/watch-page.tsx", budgetKb: 111 },
  { page: "/progress", module: "features/progress/progress-page.tsx", budgetKb: 104 },
].map((landing) => ({ ...landing, module: path.join(webRoot, landing.module) }));

/** The libraries of the "framework" chunk. */
const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|@tanstack[\\/](query-core|react-query)|wouter|regexparam)[\\/]/;

// The small components that the learner's pages share (a page's section, a busy button, a
// table's head row) in one chunk: each alone was a request and a file's overhead of its own.
const PAGE_PARTS = /src[\\/]web[\\/]components[\\/](page-section|busy-button|column-heads)\.tsx$/;

interface ChunkInfo {
  code: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

/**
 * Logs the gzipped JavaScript a visitor downloads before each landing page can respond, and fails
 * the build above a page's budget.
 */
function landingBudgetReport(): Plugin {
  return {
    name: "ponyatno-landing-js-budget",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map<string, ChunkInfo>();
      for (const [fileName, item] of Object.entries(bundle)) {
        if (item.type === "chunk") chunks.set(fileName, item);
      }
      // Each chunk's compressed sizes, made once: the entry and the framework count for every page.
      const sizes = new Map<string, { gzip: number; brotli: number }>();
      const sizeOf = (fileName: string) => {
        let size = sizes.get(fileName);
        if (!size) {
          const code = chunks.get(fileName)?.code ?? "";
          size = {
            gzip: gzipSync(code, { level: 9 }).length,
            brotli: brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
          };
          sizes.set(fileName, size);
        }
        return size;
      };
      for (const { page, module, budgetKb } of LANDING_PAGES) {
        const isPage = (c: ChunkInfo) =>
          c.facadeModuleId !== null && path.normalize(c.facadeModuleId) === module;
        const roots = [...chunks].filter(([, c]) => c.isEntry || isPage(c));
        if (!roots.some(([, c]) => isPage(c))) {
          this.warn(`No chunk for ${path.relative(repoRoot, module)}: is it still a lazy route?`);
        }
        const needed = new Set<string>();
        const visit = (fileName: string) => {
          if (needed.has(fileName)) return;
          needed.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
        };
        for (const [fileName] of roots) visit(fileName);

        let bytes = 0;
        let brotliBytes = 0;
        for (const fileName of needed) {
          bytes += sizeOf(fileName).gzip;
          brotliBytes += sizeOf(fileName).brotli;
        }
        const kb = (bytes / 1024).toFixed(1);
        const over = bytes / 1024 > budgetKb;
        // The budgets are gzip's (the measure of docs/web-performance.md); the build serves Brotli copies
        // (scripts/precompress.mjs) to the browsers that accept them: every current one.
        console.log(
          `\nJS before ${page} is interactive: ${kb} KB gzipped (budget ${budgetKb} KB)` +
            `; ${(brotliBytes / 1024).toFixed(1)} KB as Brotli, as browsers get it` +
            `${over ? "  OVER BUDGET" : ""}\n  ${[...needed].join("\n  ")}\n`,
        );
        if (over) {
          this.error(
            `The JavaScript before ${page} is interactive is ${kb} KB gzipped, over its budget of ${budgetKb} KB ` +
              "(vite.config.ts; docs/decisions/004-web-shell-bundle.md says what to look at).",
          );
        }
      }
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  // The server's render of the first screens (`vite build --ssr`, src/web/entry-server.tsx) has
  // no budget: browsers never load it.
  plugins: isSsrBuild ? [react()] : [react(), landingBudgetReport()],
  // React 19 has useSyncExternalStore: the pre-18 shim the router imports is React's own here
  // (src/web/lib/use-sync-external-store.ts). Its `with-selector` helper (a lazy chunk's library)
  // keeps working on top of it.
  resolve: {
    alias: [
      {
        find: /^use-sync-external-store\/shim(\/index\.js)?$/,
        replacement: path.join(webRoot, "lib/use-sync-external-store.ts"),
      },
    ],
  },
  // The server's render bundles its libraries, built for production: the server never sets
  // NODE_ENV, and React's development build renders several times slower.
  ...(isSsrBuild && {
    ssr: { noExternal: true },
    define: { "process.env.NODE_ENV": JSON.stringify("production") },
  }),
  css: {
    preprocessorOptions: {
      // Bootstrap 5.3's Sass (src/web/styles/bootstrap.scss) is written with @import and global functions,
      // which Dart Sass deprecates; Bootstrap 6 moves to modules. Nothing to act on until then.
      scss: {
        quietDeps: true,
        silenceDeprecations: ["import", "global-builtin", "color-functions", "if-function"],
      },
    },
  },
  build: isSsrBuild
    ? { outDir: path.join(repoRoot, "dist/ssr"), emptyOutDir: true, copyPublicDir: false }
    : {
        outDir: path.join(repoRoot, "dist/web"),
        emptyOutDir: true,
        // The server links a rendered page's route chunks and styles from its head (route-assets.ts).
        manifest: true,
        // Every browser the app supports follows `<link rel="modulepreload">` itself (Safari since
        // 17, Firefox since 115); an older one loads the same chunks on import, a little later.
        modulePreload: { polyfill: false },
        // The server caches everything under /static/ for a year, so every file there is content-hashed.
        assetsDir: "static",
        rolldownOptions: {
          output: {
            entryFileNames: "static/js/[name]-[hash].js",
            chunkFileNames: "static/js/[name]-[hash].js",
            assetFileNames: "static/[name]-[hash][extname]",
            // The libraries every page runs (React, TanStack Query, the router) in one chunk: one
            // request instead of six small ones before /browse is live (docs/web-performance.md), and a file that
            // stays cached across releases that change only the app's own code.
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK_MODULES },
                { name: "page-parts", test: PAGE_PARTS },
              ],
            },
          },
        },
      },
  server: {
    proxy: {
      "/api": {
        target: apiTarget,
        changeOrigin: true,
        // The API refuses state-changing calls from a foreign Origin; in development the Vite
        // server stands in for the app's own origin, so present the API's origin instead.
        configure: (proxy) => {
          proxy.on("proxyReq", (proxyReq) => {
            if (proxyReq.getHeader("origin")) proxyReq.setHeader("origin", apiTarget);
          });
        },
      },
      "/media": { target: apiTarget, changeOrigin: true },
    },
  },
}));
