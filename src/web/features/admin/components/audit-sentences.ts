import type { AuditEntry } from "../../../../shared/contracts/admin";

/**
 * "Recent changes" in words a site owner reads without the code (docs/screens.md "Admin"): who
 * acted, what they did to what, and what else is worth knowing. The audit log keeps stable codes
 * ("planner.upload", `{fileFailures: 0}`); only this screen turns them into sentences.
 */
export interface AuditSentence {
  who: string;
  what: string;
  detail: string;
}

/** Who acted when no admin did (`actorEmail` null): the command-line tools run without a session. */
export const NO_ADMIN = "A command-line script (no admin signed in)";

const KINDS: Record<string, string> = { topic: "topic", speaker: "speaker", channel: "channel" };

const FIELD_NAMES: Record<string, string> = {
  name: "name",
  premium: "premium",
  lastPaymentDate: "last payment date",
  premiumClaimedWithEmail: "Patreon email",
  title: "title",
  description: "description",
  uploadDate: "schedule date",
  onPlatformId: "YouTube id",
  channelId: "channel",
  durationSeconds: "duration",
  duration: "duration",
  visible: "visible",
  speakers: "speakers",
  topics: "topics",
  level: "level",
  thumbnail: "thumbnail",
  subtitles: "subtitles",
  audio: "audio",
};

const CLAIM_OUTCOMES: Record<string, string> = {
  approved: "their claim is approved",
  "under-review": "their claim is still under review",
  rejected: "their claim could not be confirmed",
};

function fieldName(field: string): string {
  return FIELD_NAMES[field] ?? field;
}

function value(v: unknown): string {
  if (v === null || v === undefined || v === "") return "none";
  if (v === true) return "yes";
  if (v === false) return "no";
  if (Array.isArray(v)) return v.length === 0 ? "none" : v.map(value).join(", ");
  return typeof v === "string" ? v : JSON.stringify(v);
}

function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

function names(list: unknown): string[] {
  return Array.isArray(list) ? list.map(String) : [];
}

function sentences(parts: (string | false | null | undefined)[]): string {
  return parts.filter((part): part is string => Boolean(part)).join(" ");
}

function newNames(detail: Record<string, unknown>): string[] {
  const speakers = names(detail.addedSpeakers);
  const topics = names(detail.addedTopics);
  return [
    speakers.length > 0 ? `New speakers: ${speakers.join(", ")}.` : "",
    topics.length > 0 ? `New topics: ${topics.join(", ")}.` : "",
  ];
}

function hours(seconds: unknown): string {
  const total = Math.round(Number(seconds) / 60) || 0;
  return `${Math.floor(total / 60)} h ${total % 60} min`;
}

function describe(
  action: string,
  target: string,
  detail: Record<string, unknown>,
): Omit<AuditSentence, "who"> {
  const [subject = "", verb = ""] = action.split(".");
  const kind = KINDS[subject];
  if (kind && (verb === "add" || verb === "remove")) {
    return {
      what: `${verb === "add" ? "Added" : "Removed"} the ${kind} “${target}”`,
      detail: typeof detail.url === "string" ? `Its address: ${detail.url}` : "",
    };
  }
  switch (action) {
    case "video.add":
      return {
        what: `Added the video “${value(detail.title)}” (${target})`,
        detail: sentences([
          detail.premium === true ? "Premium." : "Free for everyone.",
          typeof detail.uploadDate === "string" ? `Shown from ${detail.uploadDate.slice(0, 10)}.` : "",
          `${detail.subtitles ? "With" : "Without"} subtitles, ${detail.audio ? "with" : "without"} audio.`,
          ...newNames(detail),
        ]),
      };
    case "video.update": {
      const changed = names(detail.changed).map(fieldName);
      return {
        what: `Edited the video ${target}`,
        detail: sentences([
          changed.length > 0 ? `Changed: ${changed.join(", ")}.` : "Nothing changed.",
          ...newNames(detail),
        ]),
      };
    }
    case "video.delete":
      return { what: `Deleted the video ${target}`, detail: "" };
    case "user.update": {
      const changed = (detail.changed ?? {}) as Record<string, { from?: unknown; to?: unknown }>;
      const lines = Object.entries(changed).map(
        ([field, { from, to }]) => `${fieldName(field)}: ${value(from)} → ${value(to)}.`,
      );
      return {
        what: `Edited the account ${target}`,
        detail: sentences([
          lines.length > 0 ? lines.join(" ") : "Nothing changed.",
          typeof detail.claimApproved === "string" &&
            `Approved the premium claim of ${detail.claimApproved}.`,
        ]),
      };
    }
    case "user.delete":
      return {
        what: `Deleted the account ${target}`,
        detail: sentences([
          typeof detail.name === "string" && detail.name !== "" && `Name: ${detail.name}.`,
          detail.premium === true ? "It was premium." : "",
          detail.watchTimeSeconds !== undefined && `Its input: ${hours(detail.watchTimeSeconds)}.`,
          Number(detail.feedbackUnlinked) > 0 &&
            `${plural(Number(detail.feedbackUnlinked), "feedback form")} kept without the author.`,
        ]),
      };
    case "user.status-email": {
      const status = detail.premium === true ? "They are premium" : "They are not premium";
      const claim = typeof detail.claim === "string" ? CLAIM_OUTCOMES[detail.claim] : undefined;
      return {
        what: `Emailed ${target} their premium status`,
        detail: claim ? `${status}; ${claim}.` : `${status}.`,
      };
    }
    case "user.reject-claim":
      return {
        what: `Rejected the premium claim of ${target}`,
        detail: sentences([
          typeof detail.claim === "string" && `Claimed with ${detail.claim}.`,
          typeof detail.reason === "string" && `Reason mailed: ${detail.reason}`,
        ]),
      };
    case "patreon.grant":
      return {
        what: `Gave premium to ${target}, an active patron`,
        detail: sentences([
          detail.cents !== undefined && `Pledge: $${(Number(detail.cents) / 100).toFixed(2)} a month.`,
          typeof detail.claimApproved === "string" &&
            `Approved the premium claim of ${detail.claimApproved}.`,
        ]),
      };
    case "patreon.end":
      return {
        what: `Ended the premium of ${target}`,
        detail:
          detail.event === "members:pledge:delete" || detail.event === "members:delete"
            ? "The pledge was deleted on Patreon."
            : "Patreon no longer counts them as an active patron at the premium tier.",
      };
    case "user.delete-own":
      return {
        what: "A learner deleted their own account",
        detail: sentences([
          Number(detail.feedbackUnlinked) > 0 &&
            `${plural(Number(detail.feedbackUnlinked), "feedback form")} kept without the author.`,
        ]),
      };
    case "feedback.handled":
    case "feedback.unhandled":
      return {
        what: `Marked feedback ${target} as ${action === "feedback.handled" ? "handled" : "not handled"}`,
        detail: "",
      };
    case "news.post":
      return {
        what: `Posted the news "${target}"`,
        detail: sentences([
          `${plural(Number(detail.notified ?? 0), "learner")} notified, ${plural(Number(detail.mailed ?? 0), "mail")} to send.`,
        ]),
      };
    case "planner.upload": {
      const n = (key: string) => Number(detail[key] ?? 0);
      return {
        what: "Ran a bulk update (the content planner)",
        detail: sentences([
          `${plural(n("read"), "row")} read: ${n("created")} videos added, ${n("updated")} changed, ${n("deleted")} deleted, ${n("unchanged")} left as they were.`,
          n("skipped") > 0 && `${plural(n("skipped"), "row")} skipped.`,
          n("refused") > 0 && `${plural(n("refused"), "row")} refused (see the log of the run).`,
          n("fileFailures") > 0
            ? `${plural(n("fileFailures"), "file")} could not be downloaded.`
            : "Every file was downloaded.",
        ]),
      };
    }
    default:
      // An action this screen does not know yet: its code and fields, rather than nothing.
      return {
        what: `${action} on ${target}`,
        detail: Object.entries(detail)
          .map(([key, v]) => `${key}: ${value(v)}`)
          .join(", "),
      };
  }
}

/** Who acted for the webhook's entries: Patreon's servers, not an admin or a script. */
export const PATREON = "Patreon (its webhook)";

export function describeAuditEntry(entry: AuditEntry): AuditSentence {
  const who = entry.action.startsWith("patreon.") ? PATREON : (entry.actorEmail ?? NO_ADMIN);
  return { who, ...describe(entry.action, entry.target, entry.detail) };
}
