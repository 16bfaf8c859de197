import { describe, expect, it } from "vitest";
import { plannerLineKind, plannerRowLine } from "../../../../shared/domain/planner-log";
import { describeChanges, planVideoRow, youtubeThumbnailUrl } from "./planner-changes";
import { PlannerNameBook, PRETENDED_ID } from "./planner-names";
import type { PlannerVideo } from "./planner-repository";
import type { PlannerVideoRow } from "./planner-row";

const names = () =>
  new PlannerNameBook({
    channels: [{ id: 1, name: "InhaleRussian" }],
    speakers: [{ id: 1, name: "Nikita (Inhale Russian)" }],
    topics: [
      { id: 1, name: "Stories" },
      { id: 2, name: "Colors, numbers" },
    ],
  });

const row = (changes: Partial<PlannerVideoRow> = {}): PlannerVideoRow => ({
  youtubeId: "WL_T6kPjaog",
  videoId: null,
  title: "Oath",
  level: "Beginner 1",
  premium: false,
  publishDate: "2024-07-03",
  durationSeconds: 279,
  channel: "InhaleRussian",
  speakers: ["Nikita (Inhale Russian)"],
  topics: ["Stories"],
  ...changes,
});

const stored = (changes: Partial<PlannerVideo> = {}): PlannerVideo => ({
  id: "oath",
  title: "Oath",
  description: "",
  platform: "youtube",
  onPlatformId: "WL_T6kPjaog",
  thumbnailUrl: "/files/thumbnails/abc.jpg",
  duration: 279,
  level: "Beginner 1",
  premium: false,
  visible: true,
  uploadDate: "2024-07-03T15:30:00.000Z",
  channelId: 1,
  channelName: "InhaleRussian",
  speakers: ["Nikita (Inhale Russian)"],
  tags: ["Stories"],
  hasSubtitles: true,
  hasAudio: false,
  audioFile: null,
  missing: [],
  sources: { thumbnail: "https://cdn.example.com/oath.jpg", subtitles: null, audio: null, video: null },
  ...changes,
});

describe("planVideoRow", () => {
  it("finds nothing to change in a row equal to the stored video, its time of day kept", () => {
    const plan = planVideoRow(row(), stored(), names());
    expect(plan.changed).toEqual([]);
    expect(plan.downloads).toEqual([]);
    expect(plan.video.uploadDate.toISOString()).toBe("2024-07-03T15:30:00.000Z");
  });

  it("lists the changed fields in the log's order, sets compared as sets", () => {
    const plan = planVideoRow(
      row({
        premium: true,
        title: "Oath!",
        publishDate: "2024-07-04",
        topics: ["stories", "Colors, numbers"],
      }),
      stored({ tags: ["Stories"] }),
      names(),
    );
    expect(plan.changed).toEqual(["title", "premium", "publish date", "topics"]);
    expect(plan.video.uploadDate.toISOString()).toBe("2024-07-04T00:00:00.000Z");
    expect(plan.video.topics).toEqual(["Stories", "Colors, numbers"]);
    expect(planVideoRow(row({ speakers: ["nikita (inhale russian)"] }), stored(), names()).changed).toEqual(
      [],
    );
  });

  it("matches names in any letter case and names the new ones as written", () => {
    const plan = planVideoRow(
      row({ channel: "inhalerussian", speakers: ["Alina (Inhale Russian)", "NIKITA (Inhale Russian)"] }),
      undefined,
      names(),
    );
    expect(plan.video.channel).toBe("InhaleRussian");
    expect(plan.newChannel).toBeNull();
    expect(plan.video.speakers).toEqual(["Alina (Inhale Russian)", "Nikita (Inhale Russian)"]);
    expect(plan.newSpeakers).toEqual(["Alina (Inhale Russian)"]);
    expect(planVideoRow(row({ channel: "ComprehensibleRussian" }), undefined, names()).newChannel).toBe(
      "ComprehensibleRussian",
    );
  });

  it("keeps the stored thumbnail without a column or with its own address, uses YouTube's for an empty cell", () => {
    expect(planVideoRow(row(), stored(), names()).video.thumbnailUrl).toBe("/files/thumbnails/abc.jpg");
    expect(planVideoRow(row({ thumbnail: "/files/thumbnails/abc.jpg" }), stored(), names()).changed).toEqual(
      [],
    );
    const empty = planVideoRow(row({ thumbnail: "" }), stored(), names());
    expect(empty.video.thumbnailUrl).toBe(youtubeThumbnailUrl("WL_T6kPjaog"));
    expect(empty.changed).toEqual(["thumbnail"]);
    // A new video: YouTube's own, also while its own thumbnail is being downloaded.
    expect(planVideoRow(row(), undefined, names()).video.thumbnailUrl).toBe(
      "https://i.ytimg.com/vi/WL_T6kPjaog/hqdefault.jpg",
    );
    const url = planVideoRow(row({ thumbnail: "https://example.com/a.jpg" }), undefined, names());
    expect(url.downloads).toEqual([{ kind: "thumbnail", url: "https://example.com/a.jpg" }]);
    expect(url.video.thumbnailUrl).toBe(youtubeThumbnailUrl("WL_T6kPjaog"));
  });

  it("keeps a downloaded file when the cell still holds the URL it came from (the team's own planner)", () => {
    const again = planVideoRow(row({ thumbnail: "https://cdn.example.com/oath.jpg" }), stored(), names());
    expect(again.downloads).toEqual([]);
    expect(again.changed).toEqual([]);
    const other = planVideoRow(row({ thumbnail: "https://cdn.example.com/oath-2.jpg" }), stored(), names());
    expect(other.downloads).toEqual([{ kind: "thumbnail", url: "https://cdn.example.com/oath-2.jpg" }]);
  });

  it("downloads subtitles and audio only for a URL, never for an empty cell or the platform's own address", () => {
    const own = row({ subtitles: "/api/admin/video/oath/transcript", audio: "" });
    expect(planVideoRow(own, stored(), names()).downloads).toEqual([]);
    const other = row({ subtitles: "https://example.com/a.srt", audio: "/api/download/audio/mp3/oath" });
    expect(planVideoRow(other, stored(), names()).downloads).toEqual([
      { kind: "subtitles", url: "https://example.com/a.srt" },
      { kind: "audio", url: "/api/download/audio/mp3/oath" },
    ]);
  });
});

describe("PlannerNameBook", () => {
  it("learns a name a dry run pretended to add, and its real id later replaces the pretence", () => {
    const book = names();
    book.learn("speakers", "Alina", PRETENDED_ID);
    expect(book.resolve("speakers", ["alina"])).toEqual({ names: ["Alina"], added: [] });
    expect(book.pretended("speakers", ["Alina", "Nikita (Inhale Russian)"])).toEqual(["Alina"]);
    book.learn("speakers", "ALINA", 7);
    expect(book.find("speakers", "alina")).toEqual({ id: 7, name: "Alina" });
    expect(book.pretended("speakers", ["Alina"])).toEqual([]);
  });
});

describe('the log of a row (docs/content-planner.md "The log")', () => {
  it("names the row by its title and shows each change as old → new", () => {
    const before = stored({ title: "Oath", premium: false, duration: 279, tags: ["Stories"] });
    const plan = planVideoRow(
      row({ title: "The oath", premium: true, durationSeconds: 300, topics: ["Stories", "Colors, numbers"] }),
      before,
      names(),
    );
    expect(plan.changed).toEqual(["title", "premium", "length", "topics"]);
    const text = `updated: ${describeChanges(before, plan.video, plan.changed)}`;
    expect(plannerRowLine(9, "WL_T6kPjaog", text, plan.video.title)).toBe(
      "row 9 (WL_T6kPjaog) “The oath”: updated: title “Oath” → “The oath”, premium no → yes, length 4:39 → 5:00, topics Stories → Stories, Colors, numbers",
    );
  });

  it("names a long text and a new file without quoting them", () => {
    const before = stored({ description: "old" });
    const plan = planVideoRow(row({ description: "new ".repeat(50) }), before, names());
    expect(describeChanges(before, plan.video, [...plan.changed, "thumbnail"])).toBe(
      "description (rewritten), thumbnail (new file)",
    );
  });

  it("still tells a refused row with a title from the others", () => {
    expect(plannerLineKind(plannerRowLine(4, "abc", "refused: the title is missing", "Урок (1)"))).toBe(
      "problem",
    );
    expect(plannerLineKind(plannerRowLine(4, "abc", "created", "Урок (1)"))).toBe("row");
    expect(plannerRowLine(4, null, "created", "  ")).toBe("row 4: created");
  });
});
