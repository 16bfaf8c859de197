import { describe, expect, it } from "vitest";
import { CATALOG_ADMIN_TEXTS } from "../../../../shared/contracts/catalog-admin";
import { emptyVideoAddForm, videoAddFormSchema } from "./video-add-schema";

function fileList(files: File[]) {
  return { length: files.length, item: (i: number) => files[i] ?? null };
}

const png = new File([new Uint8Array([137, 80, 78, 71])], "thumb.png", { type: "image/png" });

const filled = {
  ...emptyVideoAddForm("2026-05-01"),
  link: "https://www.youtube.com/watch?v=abc",
  title: "Мой город",
  description: "A walk",
  level: "Beginner 1",
  channelId: "3",
  duration: "4:05",
  speakers: ["Анна"],
  topics: ["Город"],
  thumbnail: fileList([png]),
};

function messages(input: unknown): Record<string, string> {
  const result = videoAddFormSchema.safeParse(input);
  if (result.success) return {};
  // The first issue of each field, as react-hook-form's resolver shows it.
  const first: Record<string, string> = {};
  for (const issue of result.error.issues) first[String(issue.path[0])] ??= issue.message;
  return first;
}

describe("the add-video form's rules", () => {
  it("gives the product's text under each empty required field", () => {
    expect(messages(emptyVideoAddForm("2026-05-01"))).toMatchObject({
      link: CATALOG_ADMIN_TEXTS.linkRequired,
      title: CATALOG_ADMIN_TEXTS.titleRequired,
      description: CATALOG_ADMIN_TEXTS.descriptionRequired,
      level: CATALOG_ADMIN_TEXTS.levelRequired,
      speakers: CATALOG_ADMIN_TEXTS.speakerRequired,
      topics: CATALOG_ADMIN_TEXTS.topicRequired,
      thumbnail: CATALOG_ADMIN_TEXTS.thumbnailRequired,
    });
    expect(messages({ ...filled, uploadDate: "" }).uploadDate).toBe(CATALOG_ADMIN_TEXTS.scheduleDateRequired);
  });

  it("asks for a file when the thumbnail is not one", () => {
    expect(messages({ ...filled, thumbnail: "thumb.png" }).thumbnail).toBe(
      CATALOG_ADMIN_TEXTS.thumbnailNotFile,
    );
  });

  it("passes a full form: the chosen files, the duration in seconds, the channel as a number", () => {
    const parsed = videoAddFormSchema.parse({ ...filled, audio: fileList([]) });
    expect(parsed.thumbnail).toBe(png);
    expect(parsed.audio).toBeUndefined();
    expect(parsed.duration).toBe(245);
    expect(parsed.channelId).toBe(3);
    expect(parsed.premium).toBe(false);
  });
});

describe("the add-video form with a video file", () => {
  const clip = new File([new Uint8Array([0, 0, 0, 32])], "clip.mp4", { type: "video/mp4" });
  const ownVideo = { ...filled, link: "", duration: "", thumbnail: fileList([]), video: fileList([clip]) };

  it("asks for no link, duration or thumbnail: the file gives them", () => {
    const parsed = videoAddFormSchema.parse(ownVideo);
    expect(parsed.video).toBe(clip);
    expect(parsed.link).toBe("");
    expect(parsed.duration).toBeUndefined();
    expect(parsed.thumbnail).toBeUndefined();
  });

  it("refuses a link and a file together", () => {
    expect(messages({ ...ownVideo, link: "https://youtu.be/AbCdEfGhIj0" }).link).toBe(
      CATALOG_ADMIN_TEXTS.linkAndVideo,
    );
  });
});
