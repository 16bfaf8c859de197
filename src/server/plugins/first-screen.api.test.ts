import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createVideo } from "@tests/factories/catalog";
import { applyCredit, visitorWhoWatched } from "@tests/factories/watch-time";
import { TestClient } from "@tests/setup/client";
import { withAnswers } from "@tests/setup/first-screen-answers";
import { setupTestApp } from "@tests/setup/test-app";
import { afterAll, beforeAll, expect, it } from "vitest";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from "../../shared/contracts/first-screen";
import { withColorModeScript } from "../http/color-mode-script";
import { scriptSafeJson } from "./first-screen";

const TEMPLATE =
  '<!doctype html><html><head><title>Ponyatno</title><script type="module" src="/static/js/main-abc.js"></script></head>' +
  '<body><div id="root"></div></body></html>';
const NASTY_TITLE = 'Bad </script><script>alert(1)</script> <!-- \u2028\u2029 & "quoted"';
const DAY_MS = 86_400_000;

let webDir: string;
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "pn-first-screen-"));
  mkdirSync(path.join(webDir, "static", "js"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), TEMPLATE);
});
const t = setupTestApp(() => ({ webDir }));
beforeAll(async () => {
  const base = Date.now() - 10 * DAY_MS;
  for (let i = 0; i < 30; i++) {
    await createVideo(t.db, {
      id: `fs${String(i).padStart(2, "0")}`,
      title: i === 29 ? NASTY_TITLE : `Video ${i}`,
      level: i % 2 === 0 ? "Beginner 1" : "Intermediate 1",
      durationSeconds: 300 + i * 60,
      uploadDate: new Date(base + i * 60_000),
    });
  }
  await t.app.catalog.refresh();
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

const SCRIPT = new RegExp(
  `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
  "s",
);

/** The page's first-screen data, read as the web app reads it (the element's text, JSON.parse). */
function firstScreenOf(html: string) {
  const match = SCRIPT.exec(html);
  expect(match, "the page carries its first screen's data").not.toBeNull();
  return withAnswers(JSON.parse(match![1]!) as FirstScreenData);
}

it("carries, on a first visit, the first page and the statistics of the URL's filter, creating no user", async () => {
  const visitor = new TestClient(t.app);
  const response = await visitor.get("/browse?levels=Beginner%201&sort=old&durationRange=1,3&unknown=1");
  expect(response.statusCode).toBe(200);
  expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  expect(response.headers["cache-control"]).toBe("private, no-cache");
  expect(response.headers.vary).toBe("Cookie");
  expect(response.headers["set-cookie"]).toBeUndefined();
  const data = firstScreenOf(response.body);
  expect(data.user).toBeNull();
  // The query the web app sends for this URL (browse-url.ts): the slider range as seconds too.
  const query = data.browse!.query;
  expect(new URLSearchParams(query).get("sort")).toBe("old");
  expect(new URLSearchParams(query).get("levels")).toBe("Beginner 1");
  expect(new URLSearchParams(query).has("durations")).toBe(true);
  expect(new URLSearchParams(query).has("unknown")).toBe(false);
  expect(data.browse!.userId).toBeNull();
  const videos = await visitor.get(`/api/browse/videos?${query}&page=1`);
  const statistics = await visitor.get(`/api/browse/statistics?${query}`);
  expect(data.browse!.videos).toEqual(videos.json());
  expect(data.browse!.statistics).toEqual(statistics.json());
  expect(data.browse!.videos.videos.length).toBeGreaterThan(0);
  expect(data.browse!.videos.videos.every((v) => v.level === "Beginner 1")).toBe(true);
  // The first card's thumbnail (the largest paint) would be preloaded from the head; these have none.
  expect(data.browse!.videos.videos[0]!.thumbnailUrl).toBe("");
  expect(response.body).not.toContain('rel="preload"');
  // Still no session: POST /api/user creates the visitor, as before.
  expect(visitor.cookies.size).toBe(0);
});

it("carries the learner and their own grid: positions, and hide-watched without what they watched", async () => {
  const { client: learner, user } = await visitorWhoWatched(t, { videoId: "fs28", position: 2000 });
  await applyCredit(t.db, { userId: user.id, videoId: "fs26", ms: 30_000, day: "2025-03-01", position: 100 });

  const response = await learner.get("/browse?hide-watched=true&levels=Beginner+1");
  expect(response.statusCode).toBe(200);
  expect(response.headers["cache-control"]).toBe("private, no-cache");
  const data = firstScreenOf(response.body);
  expect(data.user).toEqual(await learner.loadUser("Europe/Moscow"));
  expect(data.browse!.userId).toBe(user.id);
  expect(data.browse!.query).toBe("levels=Beginner+1&hide-watched=true");
  const ids = data.browse!.videos.videos.map((v) => v.id);
  expect(ids).not.toContain("fs28");
  expect(ids).toContain("fs26");
  expect(data.browse!.videos.videos.find((v) => v.id === "fs26")).toMatchObject({ lastWatchTime: 100 });
  expect(data.browse!.videos).toEqual(
    (await learner.get(`/api/browse/videos?${data.browse!.query}&page=1`)).json(),
  );
  expect(data.browse!.statistics).toEqual(
    (await learner.get(`/api/browse/statistics?${data.browse!.query}`)).json(),
  );
});

it("escapes what could end the script element or break it as JavaScript", async () => {
  const response = await new TestClient(t.app).get("/browse?sort=new");
  const html = response.body;
  // Every script element ends where it should: the title's </script> stays inside the JSON, so
  // no element ends more often than one starts (the template's, the colour mode's and ours).
  expect(html.split("</script>").length - 1).toBe(html.split("<script").length - 1);
  expect(html.split("<script").length - 1).toBe(3);
  expect(html).not.toContain("<script>alert");
  expect(html).not.toContain("<!--");
  expect(html).not.toMatch(/[\u2028\u2029]/);
  const data = firstScreenOf(html);
  expect(data.browse!.videos.videos[0]!.title).toBe(NASTY_TITLE);
  expect(scriptSafeJson(JSON.stringify({ s: NASTY_TITLE }))).not.toMatch(/[<>&\u2028\u2029]/);
  expect(JSON.parse(scriptSafeJson(JSON.stringify({ s: NASTY_TITLE })))).toEqual({ s: NASTY_TITLE });
});

it("preloads a video's poster from its watch page's head, for a caller who may play it", async () => {
  for (const [id, premium, platform] of [
    ["fsfile", false, "file"],
    ["fspremium", true, "file"],
    ["fsyoutube", false, "youtube"],
  ] as const) {
    await createVideo(t.db, {
      id,
      platform,
      onPlatformId: `${id}.mp4`,
      thumbnailUrl: `/media/demo/${id}.jpg`,
      premium,
    });
  }
  await t.app.catalog.refresh();
  const visitor = new TestClient(t.app);
  // The poster is drawn in the player's box until the player (a file's or YouTube's) replaces it.
  for (const id of ["fsfile", "fsyoutube"]) {
    const page = (await visitor.get(`/watch/${id}`)).body;
    const head = page.slice(0, page.indexOf("</head>"));
    expect(head).toContain(
      `<link rel="preload" as="image" href="/media/demo/${id}.jpg" fetchpriority="high">`,
    );
  }
  // None for a premium video a visitor may not play, a video without a picture (fs01) or a wrong
  // id: the page says why, as before.
  for (const id of ["fspremium", "fs01", "nope"]) {
    const response = await visitor.get(`/watch/${id}`);
    expect(response.statusCode).toBe(200);
    expect(response.body, id).not.toContain('rel="preload"');
  }
});

it("carries a watch page's video as GET /api/video/{id} gives it to the caller, and nothing it would refuse", async () => {
  // A first visit: the answer for a caller without a session, creating no user.
  const visitor = new TestClient(t.app);
  const page = await visitor.get("/watch/fs03");
  expect(page.headers["set-cookie"]).toBeUndefined();
  const data = firstScreenOf(page.body);
  expect(data.watch?.videoId).toBe("fs03");
  expect(data.watch?.userId).toBeNull();
  expect(data.watch?.answer).toEqual((await new TestClient(t.app).get("/api/video/fs03")).json());
  // A learner: their own position in it.
  const { client: learner, user } = await visitorWhoWatched(t, { videoId: "fs03", position: 120 });
  const own = firstScreenOf((await learner.get("/watch/fs03")).body).watch;
  expect(own?.userId).toBe(user.id);
  expect(own?.answer.video.lastWatchTime).toBe(120);
  expect(own?.answer).toEqual((await learner.get("/api/video/fs03")).json());
  // What the call refuses (premium for a visitor, an unknown id) the page asks for and explains.
  expect(firstScreenOf((await visitor.get("/watch/fspremium")).body).watch).toBeUndefined();
  expect(firstScreenOf((await visitor.get("/watch/nope")).body).watch).toBeUndefined();
});

it("carries only the user on other pages: the learner's, or none on a first visit", async () => {
  const learner = new TestClient(t.app);
  const user = await learner.loadUser();
  const signedIn = firstScreenOf((await learner.get("/progress")).body);
  expect(signedIn.user?.id).toBe(user.id);
  expect(signedIn.browse).toBeUndefined();
  const first = await new TestClient(t.app).get("/watch/fs01");
  expect(first.headers["set-cookie"]).toBeUndefined();
  const firstData = firstScreenOf(first.body);
  expect(firstData.user).toBeNull();
  expect(firstData.browse).toBeUndefined();
  // The preview of the visitor is what POST /api/user then makes (time zone UTC), but for the id.
  const made = await new TestClient(t.app).loadUser("UTC");
  expect(firstData.visitor).toEqual({ ...made, id: "" });
  // An unknown page is not one of the app's: no data, and cacheable as before.
  const unknown = await learner.get("/nope");
  expect(unknown.statusCode).toBe(404);
  // The template as every page has it: with the colour mode's script, set before the first paint.
  expect(unknown.body).toBe(withColorModeScript(TEMPLATE));
  expect(unknown.headers["cache-control"]).toBe("no-cache");
});
