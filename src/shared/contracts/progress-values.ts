// Without zod: the web app's first screen reads these without loading the contract's schemas.

/**
 * Route paths of the progress page's calls (docs/api.md; docs/progress.md). The goals
 * card saves through POST /api/user/goal, in ./account with the other writes to the user's settings.
 */
export const progressRoutes = {
  overall: "/api/user/overall",
  dailyTotals: "/api/user/daily-totals",
  offPlatformLogs: "/api/user/off-platform-logs",
  offPlatformTime: "/api/user/off-platform-time",
  offPlatformDelete: "/api/user/off-platform-log/delete",
  offPlatformImport: "/api/user/off-platform-import",
  export: "/api/user/export",
} as const;

/** The formats of the whole history's export (GET /api/user/export?format=…). */
export const EXPORT_FORMATS = ["csv", "json"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
