import { readFileSync } from "node:fs";
import path from "node:path";
import { createVideo } from "@tests/factories/catalog";
import { ADMIN_EMAIL, callersOfEveryKind } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import type { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { transcriptResponseSchema, videoRoutes } from "../../../shared/contracts/video";

const t = setupTestApp({ adminEmails: [ADMIN_EMAIL] });
let anonymous: TestClient;
let learner: TestClient;
let premium: TestClient;
let admin: TestClient;
const ids = { free: "", premium: "", hidden: "", youtube: "", bare: "", styled: "", srt: "" };
let vtt: string;

const STYLED = [
  "WEBVTT",
  "",
  "NOTE styled cues, out of order",
  "",
  "00:00:04.500 --> 00:00:06.000 align:start",
  "<v Анна><i>Это</i> мой город.</v>",
  "",
  "00:00:01.000 --> 00:00:03.250",
  "<b>Привет</b> &amp; пока!",
  "",
].join("\n");

beforeAll(async () => {
  vtt = readFileSync(path.join(t.config.mediaDir, "moy-gorod.vtt"), "utf8");
  const file = { platform: "file" as const, subtitles: vtt, durationSeconds: 45 };
  ids.free = await createVideo(t.db, { ...file, title: "Мой город", onPlatformId: "moy-gorod.webm" });
  ids.premium = await createVideo(t.db, { ...file, premium: true, onPlatformId: "istoriya-chaya.webm" });
  ids.hidden = await createVideo(t.db, { ...file, visible: false, onPlatformId: "na-rynke.webm" });
  ids.youtube = await createVideo(t.db, { subtitles: STYLED });
  ids.bare = await createVideo(t.db, { platform: "file", onPlatformId: "utro-doma.webm" });
  ids.styled = await createVideo(t.db, { subtitles: STYLED, premium: true });
  ids.srt = await createVideo(t.db, { subtitles: "1\n00:00:01,000 --> 00:00:02,500\n<i>Раз</i>\n" });
  ({ anonymous, learner, premium, admin } = await callersOfEveryKind(t));
});

describe("GET /api/video/{id}/transcript", () => {
  it("gives premium members and admins every cue in seconds, as plain text", async () => {
    for (const client of [premium, admin]) {
      const res = await client.get(videoRoutes.transcript(ids.free));
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, no-store");
      const { cues } = transcriptResponseSchema.parse(res.json());
      expect(cues.length).toBeGreaterThan(5);
      expect(cues[0]).toEqual({ start: 0, end: 1.254, text: "Мой город" });
      expect(cues[1]).toEqual({ start: 2.7, end: 5.61, text: "Привет! Меня зовут Анна." });
      expect(cues.every((c, i) => i === 0 || (cues[i - 1] as { start: number }).start <= c.start)).toBe(true);
    }
  });

  it("strips styling tags and voices, decodes references and sorts the cues by start", async () => {
    expect((await premium.get(videoRoutes.transcript(ids.styled))).json()).toEqual({
      cues: [
        { start: 1, end: 3.25, text: "Привет & пока!" },
        { start: 4.5, end: 6, text: "Это мой город." },
      ],
    });
    expect((await premium.get(videoRoutes.transcript(ids.srt))).json()).toEqual({
      cues: [{ start: 1, end: 2.5, text: "Раз" }],
    });
  });

  it("is for premium members: 401 for visitors and free learners, on free and premium videos", async () => {
    for (const id of [ids.free, ids.premium, ids.bare]) {
      for (const client of [anonymous, learner]) {
        const res = await client.get(videoRoutes.transcript(id));
        expectApiError(res, 401, { error: "Transcripts are for premium members.", code: "unauthorized" });
      }
    }
  });

  it("answers 404 with a sentence for a video without subtitles, and for unknown or hidden ids", async () => {
    const bare = await premium.get(videoRoutes.transcript(ids.bare));
    expectApiError(bare, 404, { error: "There is no transcript for this video.", code: "not_found" });
    for (const id of ["nope", ids.hidden]) {
      const res = await premium.get(videoRoutes.transcript(id));
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe("There is no video with this id.");
    }
    // The hidden one exists for admins.
    expect((await admin.get(videoRoutes.transcript(ids.hidden))).statusCode).toBe(200);
  });
});

describe("GET /api/video/{id}/captions.vtt", () => {
  it("gives a free video's captions to anyone, visitors included, as text/vtt", async () => {
    for (const client of [anonymous, learner, premium, admin]) {
      const res = await client.get(videoRoutes.captions(ids.free));
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("text/vtt; charset=utf-8");
      expect(res.headers["cache-control"]).toBe("public, max-age=300");
      expect(res.payload).toBe(vtt.replace(/\r\n?/g, "\n"));
    }
    // A YouTube video's too: the watch page draws its own caption line from them.
    const youtube = await anonymous.get(videoRoutes.captions(ids.youtube));
    expect(youtube.statusCode).toBe(200);
    expect(youtube.payload).toContain("<v Анна><i>Это</i> мой город.</v>");
  });

  it("gives a premium video's captions only to those who may play it", async () => {
    const visitor = await anonymous.get(videoRoutes.captions(ids.premium));
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().error).toBe("Log in with a premium membership to watch this video.");
    const free = await learner.get(videoRoutes.captions(ids.premium));
    expect(free.statusCode).toBe(401);
    expect(free.json().error).toBe("This video is for premium members.");
    for (const client of [premium, admin]) {
      const res = await client.get(videoRoutes.captions(ids.premium));
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("private, max-age=300");
    }
  });

  it("converts subtitles stored as SubRip to WebVTT", async () => {
    const res = await anonymous.get(videoRoutes.captions(ids.srt));
    expect(res.payload).toBe("WEBVTT\n\n00:00:01.000 --> 00:00:02.500\n<i>Раз</i>\n");
  });

  it("answers 404 without subtitles, and for unknown or hidden ids", async () => {
    const bare = await anonymous.get(videoRoutes.captions(ids.bare));
    expectApiError(bare, 404, { error: "There are no captions for this video.", code: "not_found" });
    expect((await anonymous.get(videoRoutes.captions("nope"))).statusCode).toBe(404);
    expect((await premium.get(videoRoutes.captions(ids.hidden))).statusCode).toBe(404);
    expect((await admin.get(videoRoutes.captions(ids.hidden))).statusCode).toBe(200);
  });
});
