import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createVideo } from "@tests/factories/catalog";
import { logOffPlatformTime } from "@tests/factories/learner-input";
import { signUp } from "@tests/factories/users";
import { visitorWhoWatched } from "@tests/factories/watch-time";
import { TestClient } from "@tests/setup/client";
import { withAnswers } from "@tests/setup/first-screen-answers";
import { createTestApp, setupTestApp } from "@tests/setup/test-app";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FIRST_SCREEN_ELEMENT_ID, type FirstScreenData } from "../../shared/contracts/first-screen";
// The web app's server entry from source: what `npm run build` bundles into dist/ssr.
import { PAGE_PATHS, preparePage, renderFirstScreen } from "../../web/entry-server";

// index.html as Vite builds it, and the part of its manifest route-assets.ts reads.
const TEMPLATE =
  '<!doctype html><html><head><title>Ponyatno</title><script type="module" crossorigin src="/static/js/main-abc.js"></script>\n' +
  '<link rel="modulepreload" crossorigin href="/static/js/react-abc.js">\n' +
  '<link rel="stylesheet" crossorigin href="/static/index-abc.css"></head>' +
  '<body><div id="root"></div><noscript>Needs JavaScript</noscript></body></html>';
const MANIFEST = {
  "main.tsx": {
    file: "static/js/main-abc.js",
    isEntry: true,
    imports: ["_react.js"],
    css: ["static/index-abc.css"],
  },
  "_react.js": { file: "static/js/react-abc.js" },
  "features/browse/browse-page.tsx": {
    file: "static/js/browse-page-abc.js",
    imports: ["_react.js", "_grid.js"],
    css: ["static/browse-page-abc.css"],
  },
  "_grid.js": { file: "static/js/grid-abc.js" },
  "features/account/account-page.tsx": {
    file: "static/js/account-page-abc.js",
    imports: ["_react.js"],
    css: ["static/account-page-abc.css"],
  },
};
const PHONE = { "sec-ch-ua-mobile": "?1" };
const ADMIN_EMAIL = "admin@example.com";
const DESKTOP = { "sec-ch-ua-mobile": "?0" };

let webDir: string;
const failures: unknown[] = [];
beforeAll(async () => {
  webDir = mkdtempSync(path.join(tmpdir(), "pn-render-"));
  mkdirSync(path.join(webDir, "static", "js"), { recursive: true });
  writeFileSync(path.join(webDir, "index.html"), TEMPLATE);
  mkdirSync(path.join(webDir, ".vite"));
  writeFileSync(path.join(webDir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
});
afterAll(() => rmSync(webDir, { recursive: true, force: true }));
const t = setupTestApp(() => ({ webDir, adminEmails: [ADMIN_EMAIL] }), { renderPage: renderFirstScreen });
beforeAll(async () => {
  for (let i = 0; i < 6; i++) {
    await createVideo(t.db, {
      id: `r${i}`,
      title: `Урок номер ${i}`,
      level: "Beginner 1",
      uploadDate: new Date(Date.now() - (i + 1) * 3_600_000),
    });
  }
  await t.app.catalog.refresh();
});

/** What the server put in the root element, and the data after it. */
function pageOf(html: string) {
  const root = /<div id="root">(.*?)<\/div><noscript>/s.exec(html)?.[1];
  const json = new RegExp(
    `<script type="application/json" id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`,
    "s",
  ).exec(html)?.[1];
  expect(root, "the page has its root element").toBeDefined();
  expect(json, "the page carries its first screen's data").toBeDefined();
  // React marks where adjacent texts meet (`50<!-- -->% watched`); a reader sees one text.
  return { root: root!.replaceAll("<!-- -->", ""), data: withAnswers(JSON.parse(json!) as FirstScreenData) };
}

/** The titles on the cards, in order. */
function titlesOf(root: string): string[] {
  return [...root.matchAll(/class="video-card-link"[^>]*>([^<]*)</g)].map((m) => m[1] ?? "");
}

function headOf(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

describe("the server renders the first screen of /browse", () => {
  it("for a first visitor: the first screen's cards and the visitor's top bar, creating no user", async () => {
    const visitor = new TestClient(t.app);
    const response = await visitor.get("/browse", PHONE);
    expect(response.statusCode).toBe(200);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const { root, data } = pageOf(response.body);
    expect(data.user).toBeNull();
    expect(data.visitor?.isAnonymous).toBe(true);
    expect(data.desktop).toBe(false);
    // Newest first: the four cards of a phone's first screen in order, each a link to its watch
    // page; the browser shows the other two once the page is live.
    expect(titlesOf(root)).toEqual([0, 1, 2, 3].map((i) => `Урок номер ${i}`));
    expect(root).toContain('href="/watch/r0"');
    expect(root).toContain(">Log in<");
    expect(root).toContain(">Sign up<");
    expect(root).toContain("6 videos");
    expect(visitor.cookies.size).toBe(0);
  });

  it("for a learner: their own marks on the cards, as the API gives them", async () => {
    const { client: learner, user } = await visitorWhoWatched(t, { videoId: "r2", position: 300 });
    const { root, data } = pageOf((await learner.get("/browse", DESKTOP)).body);
    expect(data.user?.id).toBe(user.id);
    expect(data.desktop).toBe(true);
    // A desktop's first screen holds more cards (up to twelve): all six.
    expect(titlesOf(root)).toHaveLength(6);
    // Halfway through r2 (300 of 600 s): the one card with a progress line.
    expect(root.match(/\d+% watched/g)).toEqual(["50% watched"]);
  });

  it("loads the app once the page is painted, by the one inline script the policy allows", async () => {
    const response = await new TestClient(t.app).get("/browse", PHONE);
    const head = headOf(response.body);
    // Nothing in the head fetches a script (its one script is the colour mode's, inline: below):
    // the route's stylesheet is there, for the first paint.
    expect(head.match(/<script[^>]*>/g)).toEqual(["<script>"]);
    expect(head).not.toContain("modulepreload");
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/static/index-abc.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/static/browse-page-abc.css">');
    // The loader at the end of the body: the entry, and the entry's and the route's modules.
    const loader = /<script data-entry="([^"]*)" data-preload="([^"]*)">(.*?)<\/script>/s.exec(response.body);
    expect(loader?.[1]).toBe("/static/js/main-abc.js");
    expect(loader?.[2]?.split(" ")).toEqual([
      "/static/js/react-abc.js",
      "/static/js/browse-page-abc.js",
      "/static/js/grid-abc.js",
    ]);
    // A browser runs it: the Content-Security-Policy names its hash, and no other inline script's.
    const hash = `'sha256-${createHash("sha256")
      .update(loader?.[3] ?? "")
      .digest("base64")}'`;
    const scriptSources = /script-src ([^;]*)/.exec(String(response.headers["content-security-policy"]))?.[1];
    expect(scriptSources?.split(" ")).toContain(hash);
    expect(scriptSources).not.toContain("unsafe-inline");
  });

  it("sets the colour mode before the first paint, by an inline script the policy allows", async () => {
    for (const path of ["/browse", "/account"]) {
      const response = await new TestClient(t.app).get(path, PHONE);
      const script = /^<!doctype html>\s*<html[^>]*>\s*<head><script>(.*?)<\/script>/is.exec(
        response.body,
      )?.[1];
      expect(script, path).toContain("data-bs-theme");
      const hash = `'sha256-${createHash("sha256")
        .update(script ?? "")
        .digest("base64")}'`;
      const scriptSources = /script-src ([^;]*)/.exec(
        String(response.headers["content-security-policy"]),
      )?.[1];
      expect(scriptSources?.split(" "), path).toContain(hash);
    }
  });

  it("leaves the other pages to the browser, and keeps the page when the render fails", async () => {
    const account = (await new TestClient(t.app).get("/account")).body;
    const plain = pageOf(account);
    expect(plain.root).toBe("");
    // Its script loads from the head at once, as the build wrote it: there is nothing to show before.
    // The page's own script and styles come with it, not after the app has started and asked.
    const head = headOf(account);
    expect(head).toContain('<script type="module" crossorigin src="/static/js/main-abc.js">');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/static/js/account-page-abc.js">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/static/account-page-abc.css">');
    expect(head).not.toContain("browse-page");
    expect(account).not.toContain("data-entry=");
    expect(plain.data.visitor).toBeDefined();

    const failing = await createTestApp(
      { webDir },
      {
        renderPage: async () => {
          failures.push("called");
          throw new Error("render failed");
        },
      },
    );
    try {
      const response = await new TestClient(failing.app).get("/browse");
      expect(response.statusCode).toBe(200);
      const { root, data } = pageOf(response.body);
      expect(root).toBe("");
      expect(headOf(response.body)).toContain(
        '<script type="module" crossorigin src="/static/js/main-abc.js">',
      );
      expect(data.browse?.statistics).toBeDefined();
      expect(failures).toEqual(["called"]);
    } finally {
      await failing.close();
    }
  });
});

describe("the server renders the first screen of a watch page", () => {
  it("with its video: its title and details, its poster in the player's box, the related videos; the player comes with the script", async () => {
    await createVideo(t.db, {
      id: "rfile",
      title: "Мой город",
      platform: "file",
      onPlatformId: "rfile.mp4",
      thumbnailUrl: "/media/demo/rfile.jpg",
      // 23:30 UTC: already the next day east of London, the day the page shows once live there.
      uploadDate: new Date("2025-03-01T23:30:00Z"),
    });
    await t.app.catalog.refresh();

    const response = await new TestClient(t.app).get("/watch/rfile", PHONE);
    expect(response.statusCode).toBe(200);
    const { root, data } = pageOf(response.body);
    expect(data.watch?.videoId).toBe("rfile");
    expect(root).toContain('<h1 class="watch-title">Мой город</h1>');
    expect(root).toContain('<time class="watch-date" dateTime="2025-03-01T23:30:00.000Z">1 Mar 2025</time>');
    // The poster where the player will be; no player before the script (it is the browser's).
    expect(root).toMatch(
      /<div class="watch-player"><img class="watch-video watch-poster" src="\/media\/demo\/rfile.jpg" alt="" fetchPriority="high"\/?><\/div>/,
    );
    expect(root).not.toContain("<video");
    // "More videos like this" is under the details on a phone: its cards come once the page is
    // live. Beside the player on a desktop: the first of them, links to their pages.
    expect(root).toContain("More videos like this");
    expect(root).not.toContain('class="related-card"');
    const desktop = pageOf((await new TestClient(t.app).get("/watch/rfile", DESKTOP)).body).root;
    expect(desktop.match(/class="related-card"/g)).toHaveLength(6);
    expect(desktop).toContain('href="/watch/r0"');
    // Its scripts load once it is painted, as /browse's (the head's one script is the colour mode's).
    expect(headOf(response.body).match(/<script[^>]*>/g)).toEqual(["<script>"]);
    expect(response.body).toContain('data-entry="/static/js/main-abc.js"');
  });

  it("with the learner's choices from their cookie: the speed and the switches they chose", async () => {
    const client = new TestClient(t.app);
    const plain = pageOf((await client.get("/watch/r1", PHONE)).body);
    expect(plain.root).toMatch(/<option value="1" selected="">Normal \(1×\)<\/option>/);
    const chosen = await client.get("/watch/r1", {
      ...PHONE,
      cookie: `pn_watch=${encodeURIComponent("playbackRate=1.5&autoplay=false&captions=true&junk=1")}`,
    });
    const { root, data } = pageOf(chosen.body);
    expect(data.watchChoices).toBe("playbackRate=1.5&autoplay=false&captions=true&junk=1");
    expect(root).toMatch(/<option value="1.5" selected="">1.5×<\/option>/);
    expect(root).not.toMatch(/<option value="1" selected/);
    const switchOf = (name: string) =>
      new RegExp(`<input[^>]*role="switch"[^>]*>\\s*<label[^>]*>${name}<`).exec(root)?.[0];
    expect(switchOf("Autoplay")).toBeDefined();
    expect(switchOf("Autoplay")).not.toContain('checked=""');
    expect(switchOf("Skip watched")).toContain('checked=""');
  });

  it("shows the loading state for a video the caller may not play, and asks from the browser as before", async () => {
    await createVideo(t.db, {
      id: "rpremium",
      title: "Премиум",
      premium: true,
      uploadDate: new Date("2020-01-01"),
    });
    await t.app.catalog.refresh();
    const { root, data } = pageOf((await new TestClient(t.app).get("/watch/rpremium", PHONE)).body);
    expect(data.watch).toBeUndefined();
    expect(root).not.toContain("Премиум");
    expect(root).toContain("watch-player-loading");
  });
});

describe("the server renders the first screen of /progress", () => {
  it("for a learner: their summary's figures, as GET /api/user/overall gives them", async () => {
    // An hour and a half, on a day long past (the streak and today's figures stay at 0).
    const { client: learner, user } = await visitorWhoWatched(t, {
      videoId: "r3",
      ms: 5_400_000,
      position: 60,
    });
    const response = await learner.get("/progress", PHONE);
    expect(response.statusCode).toBe(200);
    const { root, data } = pageOf(response.body);
    const overall = (await learner.get("/api/user/overall")).json();
    const wordsSummary = (await learner.get("/api/user/words/summary")).json();
    expect(data.progress).toEqual({ userId: user.id, overall, wordsSummary });
    expect(root).toContain('<h1 id="page-title" class="page-title">My Progress</h1>');
    expect(root).toMatch(/Total input<\/div><div class="progress-stat-value">1 h 30 min<\/div>/);
    expect(root).toContain("Your level: <strong>");
    // The graph's days come from the browser once it is live.
    expect(root).toContain("Consistency");
    expect(response.body).toContain('data-entry="/static/js/main-abc.js"');
  });

  it("for a first visit: no figures yet (there is no user to have any), the page asks once it has one", async () => {
    const response = await new TestClient(t.app).get("/progress", PHONE);
    expect(response.headers["set-cookie"]).toBeUndefined();
    const { root, data } = pageOf(response.body);
    expect(data.progress).toBeUndefined();
    expect(root).toContain("My Progress");
    expect(root).toContain('aria-label="Loading your progress"');
  });
});

/** An app of its own whose page entry counts the pages it prepares and renders, by URL. */
async function countingApp() {
  const prepared: string[] = [];
  const renders: string[] = [];
  const counted = await createTestApp(
    { webDir },
    {
      pageEntry: {
        pagePaths: PAGE_PATHS,
        preparePage: (url, request) => {
          prepared.push(url);
          return preparePage(url, request);
        },
      },
      renderPage: (url, data) => {
        renders.push(url);
        return renderFirstScreen(url, data);
      },
    },
  );
  return { counted, prepared, renders };
}

describe("a learner's /progress is kept whole until their input moves (docs/progress.md)", () => {
  it("sends the same page again without preparing it, and a new one once they log input", async () => {
    const { counted, prepared } = await countingApp();
    try {
      await createVideo(counted.db, { id: "p0" });
      const { client } = await visitorWhoWatched(counted, { videoId: "p0", ms: 5_400_000, position: 60 });
      const page = async () => {
        const response = await client.get("/progress", PHONE);
        expect(response.statusCode).toBe(200);
        return response.body;
      };
      const first = await page();
      expect(await page()).toBe(first);
      // The third: its answers are the kept summaries, so the page is found by asking them again.
      expect(await page()).toBe(first);
      expect(prepared).toEqual(["/progress", "/progress"]);
      expect(pageOf(first).root).toMatch(
        /Total input<\/div><div class="progress-stat-value">1 h 30 min<\/div>/,
      );

      await logOffPlatformTime(client, "2025-03-02", ["10:00", "10:30"], 30);
      expect(pageOf(await page()).root).toMatch(
        /Total input<\/div><div class="progress-stat-value">2 h 0 min<\/div>/,
      );
    } finally {
      await counted.close();
    }
  });
});

describe("the server renders the first screen of /admin/video", () => {
  it("for an admin: the hub and the first page of the list, as the admin calls answer them", async () => {
    const admin = new TestClient(t.app);
    await signUp(t, admin, "Admin", ADMIN_EMAIL);
    const response = await admin.get("/admin/video", DESKTOP);
    expect(response.statusCode).toBe(200);
    const { root, data } = pageOf(response.body);
    expect(data.admin?.audit).toEqual((await admin.get("/api/admin/audit")).json());
    expect(data.admin?.videos).toEqual((await admin.get("/api/admin/video")).json());
    expect(root).toContain('<h1 id="page-title" class="page-title">Admin</h1>');
    expect(root).toContain('aria-label="Admin sections"');
    // The list's rows: the newest videos first, each with its title.
    expect(root).toContain("Урок номер 0");
    expect(root).toContain("<table");
    expect(response.body).toContain('data-entry="/static/js/main-abc.js"');
  });

  it("for anyone else: no admin answers in the page; it asks, and is told who may see it", async () => {
    const learner = new TestClient(t.app);
    await learner.loadUser();
    for (const client of [learner, new TestClient(t.app)]) {
      const { root, data } = pageOf((await client.get("/admin/video", DESKTOP)).body);
      expect(data.admin).toBeUndefined();
      expect(root).toContain("Loading the admin area");
      expect(root).not.toContain("Урок номер 0");
    }
  });
});

describe("a first screen is rendered once for the same data (render-cache.ts)", () => {
  it("gives every visitor of the moment the same page as a fresh render, and renders again when the data changes", async () => {
    const { counted, prepared, renders } = await countingApp();
    try {
      for (let i = 0; i < 3; i++) await createVideo(counted.db, { id: `o${i}`, title: `Однажды ${i}` });
      await counted.app.catalog.refresh();
      const page = async (client: TestClient, headers = PHONE) => {
        const response = await client.get("/browse", headers);
        expect(response.statusCode).toBe(200);
        return response.body;
      };
      const first = await page(new TestClient(counted.app));
      const second = await page(new TestClient(counted.app));
      expect(second).toBe(first);
      // The third is the page kept whole (page-cache.ts): the same bytes again, found by asking its
      // answers again, without its first screen prepared.
      expect(await page(new TestClient(counted.app))).toBe(first);
      expect(renders).toEqual(["/browse"]);
      expect(prepared).toEqual(["/browse", "/browse"]);

      // The kept render is what the entry renders from the page's own data now.
      const json = new RegExp(`id="${FIRST_SCREEN_ELEMENT_ID}">(.*?)</script>`, "s").exec(first)![1]!;
      const fresh = await renderFirstScreen("/browse", JSON.parse(json) as FirstScreenData);
      expect(first).toContain(`<div id="root">${fresh!.html}</div>`);

      // Other data, another render: a desktop's layout, a learner's own marks, a catalog change.
      expect(await page(new TestClient(counted.app), DESKTOP)).not.toBe(first);
      expect(renders).toHaveLength(2);
      const { client: learner } = await visitorWhoWatched(counted, { videoId: "o1", position: 300 });
      expect(pageOf(await page(learner)).root.match(/\d+% watched/g)).toEqual(["50% watched"]);
      // A learner's page is kept too, and not once their data has changed: a video they hide leaves it.
      const kept = await page(learner);
      expect(await page(learner)).toBe(kept);
      expect(titlesOf(pageOf(kept).root)).toContain("Однажды 0");
      expect((await learner.post("/api/video/o0/hide")).statusCode).toBe(200);
      expect(titlesOf(pageOf(await page(learner)).root)).not.toContain("Однажды 0");
      expect(pageOf(await page(new TestClient(counted.app))).root).not.toContain("% watched");
      await counted.db
        .updateTable("videos")
        .set({ title: "Новое название" })
        .where("id", "=", "o2")
        .execute();
      await counted.app.catalog.refresh();
      expect(pageOf(await page(new TestClient(counted.app))).root).toContain("Новое название");
    } finally {
      await counted.close();
    }
  });
});
