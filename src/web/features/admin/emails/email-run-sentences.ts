import type { EmailRun } from "../../../../shared/contracts/email-runs";
import { countOf } from "../../../../shared/domain/counts";

type Failure = EmailRun["failures"][number];

const KINDS: Record<string, string> = {
  weekly: "weekly report",
  monthly: "monthly report",
  new_videos: "new videos email",
  assessment: "self-assessment invitation",
  news: "big news email",
};

/** "vm:5637" (host:process, job-runner.ts) as a site owner reads it. */
export function describeInstance(instance: string): string {
  const at = instance.lastIndexOf(":");
  const host = at > 0 ? instance.slice(0, at) : instance;
  const pid = at > 0 ? instance.slice(at + 1) : "";
  return /^\d+$/.test(pid) ? `Server ${host} (process ${pid})` : `Server ${instance}`;
}

/** A run's counts in one sentence: "3 planned: 2 sent, 1 failed." (the zeros left out). */
export function describeRunCounts(
  run: Pick<EmailRun, "planned" | "sent" | "retried" | "failed" | "skipped">,
): string {
  const parts = [
    run.sent > 0 && `${run.sent} sent`,
    run.retried > 0 && `${run.retried} to be tried again`,
    run.failed > 0 && `${run.failed} given up`,
    run.skipped > 0 && `${run.skipped} skipped (the learner turned that email off)`,
  ].filter((part): part is string => typeof part === "string");
  const planned = `${countOf(run.planned, "new email")} due`;
  return parts.length === 0 ? `${planned}, none handled.` : `${planned}; ${parts.join(", ")}.`;
}

/** "The weekly report for the week of 2026-11-16 to lena@example.com failed: … It will be tried again." */
export function describeFailure(f: Failure): string {
  const kind = KINDS[f.kind] ?? f.kind;
  const period = /^\d{4}-\d{2}-\d{2}$/.test(f.period) ? `the week of ${f.period}` : f.period;
  return `The ${kind} for ${period} to ${f.email} failed: ${f.error} ${
    f.final ? "Given up." : "It will be tried again."
  }`;
}
