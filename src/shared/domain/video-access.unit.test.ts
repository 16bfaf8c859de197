import { describe, expect, it } from "vitest";
import type { AccessCaller } from "./roles";
import {
  type AccessVideo,
  canBeCreditedFor,
  canDownloadVideo,
  canPlayVideo,
  canSeeVideo,
} from "./video-access";

const NOW = Date.parse("2026-05-01T12:00:00Z");
const DAY = 86_400_000;

const callers: Record<string, AccessCaller | null> = {
  "no session": null,
  visitor: { roles: [], premium: false, isAnonymous: true },
  learner: { roles: [], premium: false, isAnonymous: false },
  premium: { roles: [], premium: true, isAnonymous: false },
  admin: { roles: ["admin"], premium: false, isAnonymous: false },
};

const videos: Record<string, AccessVideo> = {
  free: { visible: true, uploadMs: NOW - DAY, premium: false, draft: false },
  premium: { visible: true, uploadMs: NOW - DAY, premium: true, draft: false },
  hidden: { visible: false, uploadMs: NOW - DAY, premium: false, draft: false },
  scheduled: { visible: true, uploadMs: NOW + DAY, premium: false, draft: false },
  "released this moment": { visible: true, uploadMs: NOW, premium: false, draft: false },
  "planner draft": { visible: true, uploadMs: NOW - DAY, premium: false, draft: true },
};

// caller × video: [see, play (and credit), download]
const table: [string, string, boolean, boolean, boolean][] = [
  ["no session", "free", true, true, false],
  ["no session", "premium", true, false, false],
  ["no session", "hidden", false, false, false],
  ["no session", "planner draft", false, false, false],
  ["no session", "scheduled", false, false, false],
  ["visitor", "free", true, true, false],
  ["visitor", "premium", true, false, false],
  ["visitor", "hidden", false, false, false],
  ["visitor", "planner draft", false, false, false],
  ["visitor", "scheduled", false, false, false],
  ["visitor", "released this moment", true, true, false],
  ["learner", "free", true, true, false],
  ["learner", "premium", true, false, false],
  ["learner", "hidden", false, false, false],
  ["learner", "planner draft", false, false, false],
  ["learner", "scheduled", false, false, false],
  ["premium", "free", true, true, true],
  ["premium", "premium", true, true, true],
  ["premium", "hidden", false, false, false],
  ["premium", "planner draft", false, false, false],
  ["premium", "scheduled", false, false, false],
  ["admin", "free", true, true, true],
  ["admin", "premium", true, true, true],
  ["admin", "hidden", true, true, true],
  ["admin", "planner draft", true, true, true],
  ["admin", "scheduled", true, true, true],
];

describe("the video access rule", () => {
  it.each(table)("%s × %s video: see %s, play %s, download %s", (caller, video, see, play, download) => {
    const who = callers[caller]!;
    const what = videos[video]!;
    expect(canSeeVideo(who, what, NOW)).toBe(see);
    expect(canPlayVideo(who, what, NOW)).toBe(play);
    expect(canBeCreditedFor(who, what, NOW)).toBe(play);
    expect(canDownloadVideo(who, what, NOW)).toBe(download);
  });

  it("gives nothing more to a visitor whose row says premium or admin (no account)", () => {
    const visitor: AccessCaller = { roles: ["admin"], premium: true, isAnonymous: true };
    expect(canSeeVideo(visitor, videos.hidden!, NOW)).toBe(false);
    expect(canPlayVideo(visitor, videos.premium!, NOW)).toBe(false);
    expect(canDownloadVideo(visitor, videos.free!, NOW)).toBe(false);
  });
});
