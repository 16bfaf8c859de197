import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { addDays } from "../../src/shared/domain/calendar";
import { localDateOf } from "../../src/shared/domain/dates";
import { formatDay, formatDuration } from "../../src/shared/domain/time-format";
import { violations } from "./support/axe";
import { newPage } from "./support/browser";
import { setupE2e } from "./support/e2e";
import { pageApi, serverTotals } from "./support/page-api";
import { listenToMoyGorod } from "./support/player";

const e2e = setupE2e();

// The browser runs in Europe/Moscow (support/browser.ts), and so does the visitor's day.
const today = () => localDateOf(Date.now(), "Europe/Moscow");

interface Overall {
  totalSeconds: number;
  videoSeconds: number;
  offPlatformSeconds: number;
  level: { hoursToNext: number | null };
  forecast: { historyDays: number; paces: unknown[] };
  statistics: {
    averages: { days: number; secondsPerDay: number }[];
    bestDay: { date: string; seconds: number } | null;
    finalGoal: { dailyMinutesNeeded: number | null; minutes: number };
  };
}

const textOf = async (page: Page, selector: string) =>
  (await page.locator(selector).first().textContent())?.trim();
const ddOf = (page: Page, term: string) =>
  page.locator("dt", { hasText: term }).locator("xpath=following-sibling::dd").first().textContent();

it("shows every figure of /progress as the API, the top bar, the history and the export have it, in one format", async () => {
  // An anonymous visitor listens to a file video for a few seconds and logs 61 minutes yesterday.
  const page = await newPage(e2e.browser);
  await listenToMoyGorod(page, e2e.app.url);
  const yesterday = addDays(today(), -1);
  await pageApi(page, "/api/user/off-platform-time", {
    startDate: yesterday,
    startTime: "10:00",
    endDate: `${yesterday}T11:30`,
    minutes: 61,
    comment: "Подкаст",
  });

  await page.goto(`${e2e.app.url}/progress`);
  await page.getByTestId("total-input").waitFor();
  const overall = await pageApi<Overall>(page, "/api/user/overall");
  const user = await serverTotals(page);
  const history = await pageApi<{ days: { date: string; seconds: number }[] }>(
    page,
    "/api/user/history?page=1",
  );
  const exported = await pageApi<{
    user: { totalInputSeconds: number };
    dailyTotals: { date: string; videoSeconds: number; offPlatformSeconds: number }[];
  }>(page, "/api/user/export?format=json");

  // One total everywhere: the summary, the top bar, the export, the history's days.
  expect(user.watchTimeSeconds).toBe(overall.totalSeconds);
  expect(exported.user.totalInputSeconds).toBe(overall.totalSeconds);
  expect(history.days.reduce((sum, d) => sum + d.seconds, 0)).toBeCloseTo(overall.totalSeconds, 3);
  const total = formatDuration(overall.totalSeconds);
  expect(total).toMatch(/^1 h 1 min$/);
  expect(await textOf(page, "[data-testid=total-input] .progress-stat-value")).toBe(total);
  expect(await page.getByRole("link", { name: /Total input/ }).textContent()).toBe(`Total input: ${total}`);
  expect(await textOf(page, "[data-testid=total-input] .progress-stat-detail")).toBe(
    `${formatDuration(overall.videoSeconds)} videos · ${formatDuration(overall.offPlatformSeconds)} off-platform`,
  );
  // Time that exists is never a bare 0: the seconds of video show as seconds.
  expect(formatDuration(overall.videoSeconds)).toMatch(/^\d+ s$/);
  expect(await page.getByTestId("exact-total").textContent()).toBe(
    formatDuration(overall.totalSeconds, "second"),
  );

  // Statistics: the best day and the averages, as the API computes them.
  const best = overall.statistics.bestDay;
  expect(best?.date).toBe(yesterday);
  expect(await ddOf(page, "Best day")).toBe(`${formatDay(yesterday)}: ${formatDuration(best?.seconds ?? 0)}`);
  const yesterdayExported = exported.dailyTotals.find((d) => d.date === yesterday);
  expect((yesterdayExported?.videoSeconds ?? 0) + (yesterdayExported?.offPlatformSeconds ?? 0)).toBe(
    best?.seconds,
  );
  for (const average of overall.statistics.averages) {
    expect(await ddOf(page, `Daily average, last ${average.days} days`)).toBe(
      formatDuration(average.secondsPerDay),
    );
  }
  // The final goal's minutes a day, and the level's distance, in the same format.
  const goal = overall.statistics.finalGoal;
  expect(await textOf(page, "[data-testid=final-goal-stat] .progress-stat-value")).toBe(
    `${formatDuration((goal.dailyMinutesNeeded ?? 0) * 60)} a day`,
  );
  expect(await page.getByText("Your level:").textContent()).toContain(
    `${formatDuration((overall.level.hoursToNext ?? 0) * 3600)} to`,
  );
  // Two days of history: no forecast yet, and the page says so.
  expect(overall.forecast).toEqual({ historyDays: 2, paces: [] });
  await page
    .getByTestId("forecast")
    .getByText(/^Not enough history yet/)
    .waitFor();

  // The history lists the same days with the same figures.
  await page
    .getByRole("navigation", { name: "Progress sections" })
    .getByRole("link", { name: "History", exact: true })
    .click();
  await page.waitForURL(/#history$/);
  expect(history.days.map((d) => d.date)).toEqual([today(), yesterday]);
  await page
    .locator(".history-day-total")
    .nth(history.days.length - 1)
    .waitFor();
  expect(await page.locator(".history-day-total").allTextContents()).toEqual(
    history.days.map((d) => formatDuration(d.seconds)),
  );
  await page.getByText(`Yesterday, ${formatDay(yesterday)}`).waitFor();
  await page.context().close();
});

it("forecasts the next levels at each pace once the history is a week old, as the API dates them; axe clean", async () => {
  const page = await newPage(e2e.browser);
  await page.goto(`${e2e.app.url}/progress`);
  await pageApi(page, "/api/user", { timezone: "Europe/Moscow" });
  // 10 days of history: 2 hours nine days ago, 1 hour yesterday.
  for (const [date, minutes] of [
    [addDays(today(), -9), 120],
    [addDays(today(), -1), 60],
  ] as const) {
    await pageApi(page, "/api/user/off-platform-time", {
      startDate: date,
      startTime: "00:00",
      endDate: `${date}T02:00`,
      minutes,
      comment: "",
    });
  }
  await page.reload();
  const forecast = page.getByTestId("forecast");
  await forecast.getByRole("table").waitFor();
  const overall = await pageApi<{
    forecast: {
      historyDays: number;
      paces: { days: number; allTime: boolean; milestones: { name: string; date: string | null }[] }[];
    };
  }>(page, "/api/user/overall");
  expect(overall.forecast.historyDays).toBe(10);
  // The 30-day pace waits for 30 days of history: the last 7 days and all time.
  expect(overall.forecast.paces.map((p) => [p.days, p.allTime])).toEqual([
    [7, false],
    [10, true],
  ]);
  const headers = await forecast.getByRole("columnheader").allTextContents();
  expect(headers).toEqual(["Level", "Last 7 days: 8 min a day", "All time (10 days): 18 min a day"]);
  const rows = forecast.getByRole("row");
  expect(await rows.count()).toBe(4);
  for (const [index, milestone] of (overall.forecast.paces[0]?.milestones ?? []).entries()) {
    const cells = await rows
      .nth(index + 1)
      .getByRole("cell")
      .allTextContents();
    expect(cells).toEqual(
      overall.forecast.paces.map((p) => {
        const date = p.milestones[index]?.date;
        return date ? formatDay(date) : "over 10 years";
      }),
    );
    expect(
      await rows
        .nth(index + 1)
        .getByRole("rowheader")
        .textContent(),
    ).toContain(milestone.name);
  }
  expect(await violations(page)).toEqual([]);

  // The goals card says what an edit moved; axe clean there too.
  await page.getByRole("link", { name: "Goals" }).click();
  await page.getByRole("spinbutton", { name: /Daily goal/ }).fill("30");
  await page
    .getByTestId("goal-moved")
    .getByText(/^Final goal date moved to /)
    .waitFor();
  expect(await violations(page)).toEqual([]);
  await page.context().close();
});
