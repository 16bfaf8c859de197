import { describe, expect, it } from "vitest";
import { pageRendererMain, type TraceEvent, tasksAtCpuTime, taskTimes } from "./renderer-time";

const PAGE = { pid: 10, tid: 11 };
const OMNIBOX = { pid: 20, tid: 21 };

/** A trace of two renderers: the page's (which parsed http HTML) and Chromium's own WebUI page. */
function trace(): TraceEvent[] {
  const meta = (t: { pid: number; tid: number }, name: string): TraceEvent => ({
    name: "thread_name",
    ph: "M",
    ...t,
    ts: 0,
    args: { name },
  });
  const parse = (t: { pid: number; tid: number }, url: string, ts: number): TraceEvent => ({
    name: "ParseHTML",
    ph: "X",
    ...t,
    ts,
    dur: 1_000,
    tdur: 1_000,
    args: { beginData: { url } },
  });
  return [
    meta(PAGE, "CrRendererMain"),
    meta(OMNIBOX, "CrRendererMain"),
    // A task of 40 ms of wall time that used 10 ms of CPU, with a layout inside it from 20 to 40 ms.
    { name: "ThreadControllerImpl::RunTask", ph: "X", ...PAGE, ts: 100_000, dur: 40_000, tdur: 10_000 },
    { name: "Layout", ph: "X", ...PAGE, ts: 120_000, dur: 20_000, tdur: 5_000 },
    parse(PAGE, "http://127.0.0.1:3000/browse", 101_000),
    // A task that had its core all along.
    { name: "ThreadControllerImpl::RunTask", ph: "X", ...PAGE, ts: 200_000, dur: 8_000, tdur: 8_000 },
    { name: "ThreadControllerImpl::RunTask", ph: "X", ...OMNIBOX, ts: 100_000, dur: 90_000, tdur: 30_000 },
    parse(OMNIBOX, "chrome://omnibox-popup.top-chrome/", 100_500),
  ];
}

describe("the page's renderer in a Lighthouse trace", () => {
  it("is the renderer that parsed the page's HTML, not Chromium's own pages", () => {
    expect(pageRendererMain(trace())).toEqual(PAGE);
    expect(pageRendererMain(trace().filter((e) => e.pid !== PAGE.pid))).toBeUndefined();
  });

  it("adds up its tasks' wall and CPU time", () => {
    expect(taskTimes(trace(), PAGE)).toEqual({ wallMs: 48, cpuMs: 18 });
  });

  it("shortens each task to its CPU time, what ran inside in proportion, keeping every start", () => {
    const events = trace();
    tasksAtCpuTime(events, PAGE);
    const page = events.filter((e) => e.pid === PAGE.pid && e.ph === "X");
    expect(page.map((e) => [e.name, e.ts, e.dur])).toEqual([
      ["ThreadControllerImpl::RunTask", 100_000, 10_000],
      ["Layout", 105_000, 5_000],
      ["ParseHTML", 100_250, 250],
      ["ThreadControllerImpl::RunTask", 200_000, 8_000],
    ]);
    // Other threads are left as they were.
    expect(events.find((e) => e.pid === OMNIBOX.pid && e.ph === "X" && e.name !== "ParseHTML")?.dur).toBe(
      90_000,
    );
    expect(taskTimes(events, PAGE)).toEqual({ wallMs: 18, cpuMs: 18 });
  });
});
