/**
 * The content planner (docs/screens.md "Admin", docs/content-planner.md;
 * docs/content-planner.md): the content team's planning spreadsheet as CSV, downloaded from and
 * uploaded to the admin area.
 */
export const contentPlannerRoutes = {
  /** GET: the whole catalog as a planner CSV (UTF-8 with BOM, saved as content_planner.csv). */
  download: "/api/admin/content-planner",
  /** POST multipart, field `file`; `?dryRun=1` checks without writing. Answers the log as text. */
  upload: "/api/admin/update-content-planner",
} as const;

/** The file name the download is saved as. */
export const CONTENT_PLANNER_FILE_NAME = "content_planner.csv";

/** The most an uploaded planner may weigh and hold. */
export const PLANNER_MAX_BYTES = 10 * 1024 * 1024;
export const PLANNER_MAX_ROWS = 10_000;

/** The Bulk Update page's texts (docs/product-rules.md "Validation"; docs/screens.md "Messages"). */
export const CONTENT_PLANNER_TEXTS = {
  unexpectedFailure: "Unexpected failure.",
  /** Before the server's sentence when it refused the file itself (a wrong header, not a CSV, too big). */
  fileRefused: "The file was not read.",
} as const;
