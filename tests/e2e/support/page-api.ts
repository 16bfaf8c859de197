import type { Page } from "playwright-core";

/**
 * A call of the app's API from the page, so that its session cookie goes along: a GET without a
 * body, a JSON POST with one. A refused call throws with its status and answer.
 */
export function pageApi<T>(page: Page, path: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ([url, payload]) => {
      const response = await fetch(url, {
        method: payload === undefined ? "GET" : "POST",
        credentials: "include",
        headers: payload === undefined ? {} : { "Content-Type": "application/json" },
        body: payload === undefined ? undefined : JSON.stringify(payload),
      });
      if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
      return response.json();
    },
    [path, body] as const,
  );
}

/** The visitor's (or learner's) input as the server has it: `POST /api/user`, the top bar's call. */
export function serverTotals(
  page: Page,
): Promise<{ watchTimeSeconds: number; watchTimeTodaySeconds: number }> {
  return pageApi(page, "/api/user", {});
}
