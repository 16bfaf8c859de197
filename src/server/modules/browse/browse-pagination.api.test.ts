import { createVideo } from "@tests/factories/catalog";
import { TestClient } from "@tests/setup/client";
import { setupTestApp } from "@tests/setup/test-app";
import { beforeAll, describe, expect, it } from "vitest";
import { BROWSE_PAGE_SIZE, SORT_VALUES } from "../../../shared/contracts/browse";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";

interface Listed {
  id: string;
  level: string;
  duration: number;
  uploadDate: string;
}

const COUNT = 60;
const DAY_MS = 86_400_000;
const t = setupTestApp();

beforeAll(async () => {
  const base = Date.now() - 30 * DAY_MS;
  // Many ties on purpose: 7 levels, 4 durations and 6 upload dates over 60 videos, inserted
  // out of id order, so that only the tie-breaks make each order total.
  for (let i = 0; i < COUNT; i++) {
    const n = (i * 37) % COUNT;
    await createVideo(t.db, {
      id: `p${String(n).padStart(2, "0")}`,
      level: VIDEO_LEVELS[n % VIDEO_LEVELS.length],
      durationSeconds: [200, 500, 500, 1900][n % 4],
      uploadDate: new Date(base + (n % 6) * DAY_MS),
    });
  }
  await t.app.catalog.refresh();
});

/** Walks every page of one sort, checking that hasMore is exact. */
async function walk(client: TestClient, sort: string): Promise<Listed[]> {
  const seen: Listed[] = [];
  for (let page = 1; ; page++) {
    const response = await client.get(`/api/browse/videos?sort=${sort}&page=${page}`);
    expect(response.statusCode, response.body).toBe(200);
    const { videos, hasMore } = response.json();
    seen.push(...videos);
    if (!hasMore) {
      expect(videos.length).toBeGreaterThan(0);
      return seen;
    }
    expect(videos).toHaveLength(BROWSE_PAGE_SIZE);
  }
}

const rank = (v: Listed) => (VIDEO_LEVELS as readonly string[]).indexOf(v.level);
const time = (v: Listed) => Date.parse(v.uploadDate);
const byId = (a: Listed, b: Listed) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const newestFirst = (a: Listed, b: Listed) => time(b) - time(a) || byId(a, b);

const EXPECTED_ORDER: Record<string, (a: Listed, b: Listed) => number> = {
  new: newestFirst,
  old: (a, b) => time(a) - time(b) || byId(a, b),
  easy: (a, b) => rank(a) - rank(b) || newestFirst(a, b),
  hard: (a, b) => rank(b) - rank(a) || newestFirst(a, b),
  short: (a, b) => a.duration - b.duration || newestFirst(a, b),
  long: (a, b) => b.duration - a.duration || newestFirst(a, b),
};

describe("browse pages", () => {
  it.each(SORT_VALUES.filter((s) => s !== "random"))("lists every video once, in %s order", async (sort) => {
    const client = new TestClient(t.app);
    const seen = await walk(client, sort);
    expect(seen).toHaveLength(COUNT);
    expect(new Set(seen.map((v) => v.id)).size).toBe(COUNT);
    expect(seen.map((v) => v.id)).toEqual([...seen].sort(EXPECTED_ORDER[sort]).map((v) => v.id));
  });

  it("sorts by New when no sort is given", async () => {
    const client = new TestClient(t.app);
    const first = (await client.get("/api/browse/videos")).json().videos;
    const explicit = (await client.get("/api/browse/videos?sort=new")).json().videos;
    expect(first.map((v: Listed) => v.id)).toEqual(explicit.map((v: Listed) => v.id));
  });

  it("answers a page past the end with no videos", async () => {
    const response = await new TestClient(t.app).get("/api/browse/videos?page=4");
    expect(response.json()).toEqual({ videos: [], hasMore: false });
  });
});

describe("random order", () => {
  it("is complete and stable for one visitor, and differs between two visitors", async () => {
    const anna = new TestClient(t.app);
    await anna.loadUser();
    const boris = new TestClient(t.app);
    await boris.loadUser();

    const annaOrder = (await walk(anna, "random")).map((v) => v.id);
    expect(new Set(annaOrder).size).toBe(COUNT);
    expect((await walk(anna, "random")).map((v) => v.id)).toEqual(annaOrder);

    const borisOrder = (await walk(boris, "random")).map((v) => v.id);
    expect([...borisOrder].sort()).toEqual([...annaOrder].sort());
    expect(borisOrder).not.toEqual(annaOrder);
    expect(annaOrder).not.toEqual([...annaOrder].sort());
  });
});
