// The import boundaries of docs/architecture.md ("Boundaries"), checked by `npm run lint`
// (`npm run lint:deps`). A rule here is a wall: code that needs to cross it goes through the
// other side's public entry (a module's or feature's index.ts) or through src/shared.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "web-imports-server",
      comment: "The web app never imports server code: both sides meet in src/shared.",
      severity: "error",
      from: { path: "^src/web/" },
      to: { path: "^src/server/" },
    },
    {
      name: "server-imports-web",
      comment:
        "The server never imports web code; it loads the built server entry by path (docs/decisions/015). " +
        "Only tests may import the web source.",
      severity: "error",
      from: { path: "^src/server/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^src/web/" },
    },
    {
      name: "shared-imports-a-side",
      comment: "src/shared is used by both sides and depends on neither.",
      severity: "error",
      from: { path: "^src/shared/" },
      to: { path: "^src/(web|server)/" },
    },
    {
      name: "product-imports-tests",
      comment: "Product code never depends on test helpers.",
      severity: "error",
      from: { path: "^src/", pathNot: "\\.test\\.tsx?$" },
      to: { path: "^tests/" },
    },
    {
      name: "server-module-internals",
      comment:
        "A server module uses another module only through that module's public entry, its index.ts " +
        "(docs/architecture.md): its tables, repositories and helpers stay its own.",
      severity: "error",
      from: { path: "^src/server/modules/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^src/server/modules/[^/]+/",
        pathNot: ["^src/server/modules/$1/", "^src/server/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "web-feature-internals",
      comment: "A web feature uses another feature only through that feature's index.ts.",
      severity: "error",
      from: { path: "^src/web/features/([^/]+)/", pathNot: "\\.test\\.tsx?$" },
      to: {
        path: "^src/web/features/[^/]+/",
        pathNot: ["^src/web/features/$1/", "^src/web/features/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "no-cycles",
      comment: "No import cycles, type-only imports included (Biome's noImportCycles checks the same).",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
    exclude: { path: "(^|/)(dist|node_modules|\\.tmp)/" },
  },
};
