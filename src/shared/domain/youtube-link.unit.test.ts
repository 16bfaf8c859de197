import { describe, expect, it } from "vitest";
import { isYoutubeId, youtubeIdFromLink } from "./youtube-link";

const ID = "dQw4w9WgXcQ";

describe("youtubeIdFromLink", () => {
  it.each([
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `http://www.youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&feature=share`,
    `https://www.youtube.com/watch?v=${ID}&t=42s`,
    `https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3`,
    `https://www.youtube.com/watch?feature=youtu.be&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}#t=1m2s`,
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEfGhIjKlMnOp`,
    `https://youtu.be/${ID}?t=42`,
    `youtu.be/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10&autoplay=1`,
    `https://www.youtube-nocookie.com/embed/${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?si=AbCdEfGhIjKlMnOp`,
    `https://www.youtube.com/live/${ID}?si=AbCdEfGhIjKlMnOp`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/v/${ID}`,
    `  https://www.youtube.com/watch?v=${ID}  `,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    ID,
  ])("reads the id of %s", (link) => {
    expect(youtubeIdFromLink(link)).toBe(ID);
  });

  it("keeps ids with - and _", () => {
    expect(youtubeIdFromLink("https://youtu.be/a-b_c-d_e-f")).toBe("a-b_c-d_e-f");
  });

  it.each([
    "",
    "   ",
    "not a link",
    "https://www.youtube.com/",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/watch?v=",
    "https://www.youtube.com/watch?v=short",
    `https://www.youtube.com/watch?v=${ID}x`,
    "https://www.youtube.com/@ponyatno-daily",
    "https://www.youtube.com/channel/UC1234567890abcdefghij",
    "https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG",
    "https://www.youtube.com/results?search_query=russian",
    `https://vimeo.com/${ID}`,
    `https://example.com/watch?v=${ID}`,
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    `javascript:alert('${ID}')`,
    "https://youtu.be/",
    `https://www.youtube.com/embed/`,
    `https://www.youtube.com/watch/extra?v=${ID}`,
  ])("finds none in %j", (link) => {
    expect(youtubeIdFromLink(link)).toBeNull();
  });
});

describe("isYoutubeId", () => {
  it("is 11 URL-safe base64 characters", () => {
    expect(isYoutubeId(ID)).toBe(true);
    expect(isYoutubeId("pN7kq1Xb2aA")).toBe(true);
    expect(isYoutubeId("dQw4w9WgXc")).toBe(false);
    expect(isYoutubeId("dQw4w9WgXc!")).toBe(false);
  });
});
