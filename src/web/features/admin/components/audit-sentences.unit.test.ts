import { describe, expect, it } from "vitest";
import type { AuditEntry } from "../../../../shared/contracts/admin";
import { describeAuditEntry, NO_ADMIN } from "./audit-sentences";

const entry = (
  action: string,
  target: string,
  detail: AuditEntry["detail"] = {},
  actorEmail: string | null = "ada@example.com",
): AuditEntry => ({
  at: "2026-11-25T10:00:00.000Z",
  actorEmail,
  action,
  target,
  detail,
});

describe("Recent changes in sentences", () => {
  it("says what a bulk update did, without the summary's field names", () => {
    const said = describeAuditEntry(
      entry("planner.upload", "content planner", {
        read: 12,
        created: 3,
        updated: 2,
        unchanged: 7,
        skipped: 0,
        deleted: 0,
        refused: 0,
        fileFailures: 0,
      }),
    );
    expect(said.what).toBe("Ran a bulk update (the content planner)");
    expect(said.detail).toBe(
      "12 rows read: 3 videos added, 2 changed, 0 deleted, 7 left as they were. Every file was downloaded.",
    );
    expect(said.detail).not.toMatch(/fileFailures|planner\.upload/);
    expect(
      describeAuditEntry(entry("planner.upload", "content planner", { read: 1, fileFailures: 1, refused: 1 }))
        .detail,
    ).toBe(
      "1 row read: 0 videos added, 0 changed, 0 deleted, 0 left as they were. 1 row refused (see the log of the run). 1 file could not be downloaded.",
    );
  });

  it("names who acted, or says that no admin did", () => {
    expect(describeAuditEntry(entry("video.delete", "lesson-1")).who).toBe("ada@example.com");
    expect(describeAuditEntry(entry("video.delete", "lesson-1", {}, null)).who).toBe(NO_ADMIN);
  });

  it("shows an account's changes as old → new", () => {
    const said = describeAuditEntry(
      entry("user.update", "lena@example.com", {
        changed: { premium: { from: false, to: true }, lastPaymentDate: { from: null, to: "2026-11-01" } },
        claimApproved: "lena@patreon.example",
      }),
    );
    expect(said.what).toBe("Edited the account lena@example.com");
    expect(said.detail).toBe(
      "premium: no → yes. last payment date: none → 2026-11-01. Approved the premium claim of lena@patreon.example.",
    );
  });

  it("describes the catalog's names, videos, deletions and status emails", () => {
    expect(describeAuditEntry(entry("topic.add", "Еда")).what).toBe("Added the topic “Еда”");
    expect(describeAuditEntry(entry("channel.add", "Канал", { url: "https://example.com" })).detail).toBe(
      "Its address: https://example.com",
    );
    expect(describeAuditEntry(entry("speaker.remove", "Анна")).what).toBe("Removed the speaker “Анна”");
    const added = describeAuditEntry(
      entry("video.add", "istoriya-chaya", {
        title: "История чая",
        premium: false,
        uploadDate: "2026-12-01T00:00:00.000Z",
        subtitles: true,
        audio: false,
        addedTopics: ["Чай"],
      }),
    );
    expect(added.what).toBe("Added the video “История чая” (istoriya-chaya)");
    expect(added.detail).toBe(
      "Free for everyone. Shown from 2026-12-01. With subtitles, without audio. New topics: Чай.",
    );
    expect(describeAuditEntry(entry("video.update", "v1", { changed: ["title", "uploadDate"] })).detail).toBe(
      "Changed: title, schedule date.",
    );
    expect(
      describeAuditEntry(
        entry("user.delete", "del@example.com", { name: "Del", premium: false, watchTimeSeconds: 5400 }),
      ).detail,
    ).toBe("Name: Del. Its input: 1 h 30 min.");
    expect(
      describeAuditEntry(
        entry("user.status-email", "x@example.com", { premium: false, claim: "under-review" }),
      ).detail,
    ).toBe("They are not premium; their claim is still under review.");
  });

  it("says what a learner's own deletion and marking feedback did, without codes", () => {
    expect(describeAuditEntry(entry("user.delete-own", "0b1e…", { feedbackUnlinked: 2 }))).toMatchObject({
      what: "A learner deleted their own account",
      detail: "2 feedback forms kept without the author.",
    });
    expect(describeAuditEntry(entry("feedback.handled", "4, 7", {})).what).toBe(
      "Marked feedback 4, 7 as handled",
    );
    expect(describeAuditEntry(entry("feedback.unhandled", "4", {})).what).toBe(
      "Marked feedback 4 as not handled",
    );
  });

  it("names Patreon as the one who gave or ended premium, and an admin's rejection with its reason", () => {
    expect(
      describeAuditEntry(
        entry("patreon.grant", "boris@example.com", { event: "members:pledge:create", cents: 500 }, null),
      ),
    ).toEqual({
      who: "Patreon (its webhook)",
      what: "Gave premium to boris@example.com, an active patron",
      detail: "Pledge: $5.00 a month.",
    });
    expect(
      describeAuditEntry(entry("patreon.end", "ania@example.com", { event: "members:pledge:delete" }, null)),
    ).toMatchObject({ who: "Patreon (its webhook)", detail: "The pledge was deleted on Patreon." });
    expect(
      describeAuditEntry(
        entry("user.reject-claim", "zoya@example.com", { claim: "zoya.p@example.com", reason: "No pledge." }),
      ),
    ).toEqual({
      who: "ada@example.com",
      what: "Rejected the premium claim of zoya@example.com",
      detail: "Claimed with zoya.p@example.com. Reason mailed: No pledge.",
    });
  });
});
