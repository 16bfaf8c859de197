import { stringify } from "csv-stringify/sync";
import { EXPORT_CSV_COLUMNS, type ExportJson } from "../../../shared/contracts/progress";

type CsvRow = Partial<Record<(typeof EXPORT_CSV_COLUMNS)[number], string | number>>;

// A spreadsheet runs a cell that starts with one of these as a formula: a video title or a
// comment must never do that on the learner's computer. The import strips the guard again.
const FORMULA_START = /^[=+\-@\t\r]/;

function guardCell(value: string | number | undefined): string | number | undefined {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

/**
 * The CSV export: one file, one row per item, the `section` column saying which list a row belongs
 * to (dailyTotal, video, offPlatformLog) and the other columns blank where they do not apply. Its
 * offPlatformLog rows can be imported back as they are.
 */
export function toExportCsv(history: ExportJson): string {
  const rows: CsvRow[] = [
    ...history.dailyTotals.map((d) => ({
      section: "dailyTotal",
      date: d.date,
      videoSeconds: d.videoSeconds,
      offPlatformSeconds: d.offPlatformSeconds,
    })),
    ...history.videos.map((v) => ({
      section: "video",
      videoId: v.videoId,
      title: v.title,
      watchedSeconds: v.watchedSeconds,
      positionSeconds: v.positionSeconds,
      lastWatchedAt: v.lastWatchedAt,
    })),
    ...history.offPlatformLogs.map((l) => ({
      section: "offPlatformLog",
      date: l.startDate,
      startDate: l.startDate,
      startTime: l.startTime,
      endDate: l.endDate,
      minutes: l.minutes,
      comment: l.comment,
    })),
  ];
  const guarded = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, guardCell(value)])),
  );
  return stringify(guarded, { header: true, columns: [...EXPORT_CSV_COLUMNS] });
}
