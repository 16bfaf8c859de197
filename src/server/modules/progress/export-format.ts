import { stringify } from "csv-stringify/sync";
import { EXPORT_CSV_COLUMNS, type ExportJson } from "../../../shared/contracts/progress";
import { guardCell } from "../../lib/csv";

type CsvRow = Partial<Record<(typeof EXPORT_CSV_COLUMNS)[number], string | number>>;

/**
 * The CSV export: one file, one row per item, the `section` column saying which list a row belongs
 * to (dailyTotal, video, offPlatformLog, journal) and the other columns blank where they do not apply. Its
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
    ...history.journal.map((j) => ({ section: "journal", date: j.date, text: j.text })),
  ];
  // A video title or a comment must never run as a formula on the learner's computer (lib/csv.ts);
  // the import strips the guard again.
  const guarded = rows.map((row) =>
    Object.fromEntries(Object.entries(row).map(([key, value]) => [key, guardCell(value)])),
  );
  return stringify(guarded, { header: true, columns: [...EXPORT_CSV_COLUMNS] });
}
