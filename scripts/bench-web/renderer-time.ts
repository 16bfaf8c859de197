// The page's renderer in a Lighthouse trace: how long its main thread's tasks took against how much
// CPU they used, how long the thread waited for a core (Linux's schedstat), and the same trace with
// every task lasting its CPU time, so that Lighthouse can simulate the page as if its renderer had
// had a core whenever it was ready to run (docs/web-performance.md "Waiting for a core").
import { readdirSync, readFileSync } from "node:fs";

/** A Chrome trace event, as far as we read it (ts, dur and tdur in µs). */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; beginData?: { url?: string } };
}

export interface Thread {
  pid: number;
  tid: number;
}

/** A task of the thread's event loop; Chromium 120+ names it ThreadControllerImpl::RunTask. */
const TASK_NAMES = new Set(["RunTask", "ThreadControllerImpl::RunTask"]);

const threadKey = (e: Thread) => `${e.pid}:${e.tid}`;

/**
 * The main thread of the renderer that loaded the page: of the threads named CrRendererMain, the one
 * that parsed the most HTML from http(s) (Chromium's own pages parse from chrome:// or none).
 */
export function pageRendererMain(events: TraceEvent[]): Thread | undefined {
  const names = new Map<string, string>();
  for (const e of events) {
    if (e.ph === "M" && e.name === "thread_name" && e.args?.name) names.set(threadKey(e), e.args.name);
  }
  const parses = new Map<string, { thread: Thread; count: number }>();
  for (const e of events) {
    if (e.name !== "ParseHTML" || !String(e.args?.beginData?.url ?? "").startsWith("http")) continue;
    const key = threadKey(e);
    if (names.get(key) !== "CrRendererMain") continue;
    const entry = parses.get(key) ?? { thread: { pid: e.pid, tid: e.tid }, count: 0 };
    entry.count++;
    parses.set(key, entry);
  }
  return [...parses.values()].sort((a, b) => b.count - a.count)[0]?.thread;
}

/** The thread's complete events in time order, each top-level task followed by what ran inside it. */
function completeEvents(events: TraceEvent[], thread: Thread): TraceEvent[] {
  const key = threadKey(thread);
  return events
    .filter((e) => e.ph === "X" && threadKey(e) === key)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
}

/** Each top-level task of the thread with the events inside it. */
function* tasksOf(
  events: TraceEvent[],
  thread: Thread,
): Generator<{ task: TraceEvent; inside: TraceEvent[] }> {
  let current: { task: TraceEvent; inside: TraceEvent[] } | undefined;
  for (const e of completeEvents(events, thread)) {
    if (current && e.ts < current.task.ts + (current.task.dur ?? 0)) {
      current.inside.push(e);
      continue;
    }
    if (current) yield current;
    current = TASK_NAMES.has(e.name) ? { task: e, inside: [] } : undefined;
  }
  if (current) yield current;
}

/** The wall and CPU time of the thread's tasks, in ms. */
export function taskTimes(events: TraceEvent[], thread: Thread): { wallMs: number; cpuMs: number } {
  let wall = 0;
  let cpu = 0;
  for (const { task } of tasksOf(events, thread)) {
    wall += task.dur ?? 0;
    cpu += Math.min(task.tdur ?? task.dur ?? 0, task.dur ?? 0);
  }
  return { wallMs: wall / 1000, cpuMs: cpu / 1000 };
}

/**
 * Shortens each of the thread's tasks to its CPU time (`tdur`), and what ran inside it in the same
 * proportion, keeping each task's start (so every dependency Lighthouse reads stays in order).
 * Changes the events in place.
 */
export function tasksAtCpuTime(events: TraceEvent[], thread: Thread): void {
  for (const { task, inside } of tasksOf(events, thread)) {
    if (!task.dur || task.tdur === undefined || task.tdur >= task.dur) continue;
    const ratio = task.tdur / task.dur;
    for (const e of inside) {
      e.ts = task.ts + (e.ts - task.ts) * ratio;
      if (e.dur) e.dur *= ratio;
    }
    task.dur = task.tdur;
  }
}

/** How long a thread has run, and waited runnable for a core, since it started (ms). */
export interface SchedulerTimes {
  ranMs: number;
  waitedMs: number;
}

/** Linux's /proc/<pid>/task/<tid>/schedstat of a thread; undefined where there is none. */
function schedulerTimes(thread: Thread): SchedulerTimes | undefined {
  try {
    const [ran, waited] = readFileSync(`/proc/${thread.pid}/task/${thread.tid}/schedstat`, "utf8")
      .trim()
      .split(/\s+/)
      .map(Number);
    if (ran === undefined || waited === undefined || Number.isNaN(ran) || Number.isNaN(waited))
      return undefined;
    return { ranMs: ran / 1e6, waitedMs: waited / 1e6 };
  } catch {
    return undefined;
  }
}

/**
 * Watches Chromium's renderers while a page loads: every 100 ms, the scheduler's times of each
 * renderer's main thread (its process's first thread), kept after the renderer ends, since
 * Lighthouse closes the page before its trace can name the renderer. On a system without /proc it
 * sees nothing, and `timesOf` answers undefined.
 */
export function watchRenderers(): { timesOf(thread: Thread): SchedulerTimes | undefined; stop(): void } {
  const seen = new Set<string>();
  const last = new Map<number, SchedulerTimes>();
  const poll = () => {
    let pids: string[];
    try {
      pids = readdirSync("/proc").filter((name) => /^\d+$/.test(name));
    } catch {
      return;
    }
    for (const pid of pids) {
      if (seen.has(pid)) continue;
      seen.add(pid);
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, "utf8").includes("--type=renderer"))
          last.set(Number(pid), { ranMs: 0, waitedMs: 0 });
      } catch {
        // Gone already.
      }
    }
    for (const pid of last.keys()) {
      const times = schedulerTimes({ pid, tid: pid });
      if (times) last.set(pid, times);
    }
  };
  const timer = setInterval(poll, 100);
  return {
    timesOf: (thread) => (thread.pid === thread.tid ? last.get(thread.pid) : undefined),
    stop: () => {
      clearInterval(timer);
      poll();
    },
  };
}
