import { contentPlannerRoutes } from "../../src/shared/contracts/content-planner";
import { VIDEO_LEVELS } from "../../src/shared/domain/levels";

/*
 * The content planner's target (docs/content-planner.md "Speed"): a file of 5,000 new rows without URLs applied, then
 * the same file again (every row unchanged), each timed from the request to the log's last line.
 * The log's summary must say that every row was created, then that every row was unchanged.
 */

export const PLANNER_ROWS = Number(process.env.BENCH_PLANNER_ROWS ?? 5000);

export interface PlannerMeasured {
  rows: number;
  firstSeconds: number;
  againSeconds: number;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/** A made-up YouTube id (11 characters) for row n. */
function youtubeId(n: number): string {
  let id = "";
  for (let rest = n, i = 0; i < 7; i++, rest = Math.floor(rest / 64)) id += ID_ALPHABET[rest % 64];
  return `bNcH${id}`;
}

/** The team's format: its header (production columns included) and `rows` rows. */
export function plannerFile(rows: number): string {
  const header =
    "PublishDate,Publish Week Day,mins,secs,Channel,Video Name on Youtube,Level,Access,Youtube Link,Upload to platform,Tags,Speaker";
  const lines = [header];
  for (let n = 0; n < rows; n++) {
    const day = 1 + (n % 28);
    const month = 1 + (Math.floor(n / 28) % 12);
    const topics = [`Тема ${n % 30}`, `Тема ${(n * 7) % 30}`];
    lines.push(
      [
        `${day}.${month}.2024`,
        "Monday",
        String(2 + (n % 40)),
        String(n % 60),
        `Канал планёрки ${n % 5}`,
        `"Видео планёрки номер ${n}, часть ${n % 3}"`,
        VIDEO_LEVELS[n % VIDEO_LEVELS.length],
        n % 4 === 0 ? "Premium" : "Free",
        `https://youtu.be/${youtubeId(n)}?si=bench`,
        "TRUE",
        `"${topics.join(", ")}"`,
        `Диктор ${n % 20}`,
      ].join(","),
    );
  }
  return `\uFEFF${lines.join("\r\n")}\r\n`;
}

async function upload(baseUrl: string, headers: Record<string, string>, file: string): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([file], { type: "text/csv" }), "content_planner.csv");
  const response = await fetch(`${baseUrl}${contentPlannerRoutes.upload}`, {
    method: "POST",
    headers,
    body: form,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`planner upload: ${response.status} ${text}`);
  return text.trimEnd().split("\n").at(-1) ?? "";
}

async function timed(work: () => Promise<string>): Promise<{ seconds: number; summary: string }> {
  const start = performance.now();
  const summary = await work();
  return { seconds: (performance.now() - start) / 1000, summary };
}

/** Uploads the file twice as an admin and checks each summary. */
export async function measurePlanner(
  baseUrl: string,
  headers: { cookie: string; origin: string },
): Promise<PlannerMeasured> {
  const file = plannerFile(PLANNER_ROWS);
  const first = await timed(() => upload(baseUrl, headers, file));
  const created = `${PLANNER_ROWS} rows read, ${PLANNER_ROWS} created, 0 updated, 0 unchanged`;
  if (!first.summary.includes(created)) throw new Error(`planner, first upload: ${first.summary}`);
  const again = await timed(() => upload(baseUrl, headers, file));
  const unchanged = `${PLANNER_ROWS} rows read, 0 created, 0 updated, ${PLANNER_ROWS} unchanged`;
  if (!again.summary.includes(unchanged)) throw new Error(`planner, same file again: ${again.summary}`);
  return { rows: PLANNER_ROWS, firstSeconds: first.seconds, againSeconds: again.seconds };
}

/** The planner's lines under the table, each with its goal. */
export function printPlanner(measured: PlannerMeasured, postgres: boolean): void {
  const firstGoal = postgres ? 10 : 20;
  const verdict = (seconds: number, goal: number) => `${seconds <= goal ? "met" : "MISSED"} (≤ ${goal} s)`;
  console.log(`\nContent planner, ${measured.rows} rows without URLs:`);
  console.log(
    `  applied (all created):     ${measured.firstSeconds.toFixed(1)} s  ${verdict(measured.firstSeconds, firstGoal)}`,
  );
  console.log(
    `  same file (all unchanged): ${measured.againSeconds.toFixed(1)} s  ${verdict(measured.againSeconds, 5)}`,
  );
}
