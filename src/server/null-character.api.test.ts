import { createVideo } from "@tests/factories/catalog";
import { signUp } from "@tests/factories/users";
import { expectApiError } from "@tests/setup/api-error";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";

// PostgreSQL text cannot hold U+0000: every field that is stored or looked up refuses it with a
// 400 and a sentence, where it used to reach the database and answer 500 (found by the fuzz tier).
const t = setupTestApp();
let learner: TestClient;
beforeAll(async () => {
  await createVideo(t.db, { id: "plain" });
  learner = new TestClient(t.app);
  await signUp(t, learner, "Null Learner", "null@example.com");
});

const NUL = "a\u0000b";

describe("a null character (U+0000)", () => {
  it.each([
    ["/api/feedback", { experience: NUL }],
    ["/api/user/update", { name: NUL }],
    ["/api/user/register", { name: NUL, email: "other@example.com" }],
    [
      "/api/user/off-platform-time",
      {
        startDate: "2024-03-01",
        startTime: "10:00",
        endDate: "2024-03-01T12:00:00Z",
        minutes: 30,
        comment: NUL,
      },
    ],
    [
      "/api/watchtime/update",
      { videoId: NUL, playingStartTime: Date.now(), lastVideoTime: 1, elapsedTime: 1, timezone: "UTC" },
    ],
  ])("in the body of POST %s is refused with a sentence", async (url, body) => {
    const response = await learner.post(url, body);
    expectApiError(response, 400, {
      error: expect.stringMatching(/cannot contain a null character \(U\+0000\)\.$/),
      code: "invalid_request",
    });
  });

  it("in an imported CSV's comment refuses that row", async () => {
    const boundary = "----nul";
    const csv = `startDate,startTime,minutes,comment\n2024-03-02,10:00,30,${NUL}\n`;
    const payload = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="log.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`;
    const response = await learner.post("/api/user/off-platform-import", payload, {
      "content-type": `multipart/form-data; boundary=${boundary}`,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().rowErrors).toEqual([
      { line: 2, error: "A comment cannot contain a null character (U+0000)." },
    ]);
  });

  it.each([
    "/api/video/a%00b",
    "/api/video/a%00b/mark-as-watched",
    "/api/media/video/a%00b",
    "/api/download/audio/mp3/a%00b",
  ])("in the video id of GET %s is refused with a sentence", async (url) => {
    const response = await learner.get(url);
    expectApiError(response, 400, {
      error: "id cannot contain a null character (U+0000).",
      code: "invalid_request",
    });
  });
});
