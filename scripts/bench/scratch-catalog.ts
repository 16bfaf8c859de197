import type { Db } from "../../src/server/db/create-db";
import {
  addOptions,
  ensureChannel,
  insertVideos,
  type NewCatalogVideo,
} from "../../src/server/modules/catalog/catalog-write-repository";
import { createSession } from "../../src/server/modules/user/session-store";
import { VIDEO_LEVELS } from "../../src/shared/domain/levels";
import { vttTimestamp } from "../../src/shared/domain/subtitles";
import {
  CHANNEL_WORDS,
  DESCRIPTION_WORDS,
  FIRST_NAMES,
  LAST_NAMES,
  SYLLABLES,
  TITLE_WORDS,
  TOPICS,
} from "./word-lists";

export interface ScratchCatalog {
  userId: string;
  /** The raw session token of the bench user (sign it into the cookie). */
  sessionToken: string;
  /** Session tokens of distinct learners with no history, for the watch-time measurement. */
  learnerTokens: string[];
  /** The raw session token of an admin (the content planner's target). */
  adminToken: string;
  videoIds: string[];
}

const DAY_MS = 86_400_000;
const CHUNK = 500;

/** A small seeded generator (mulberry32), so every run builds the same catalog. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (below: number) => Math.floor(next() * below);
  const pick = <T>(list: readonly T[]): T => list[int(list.length)]!;
  const some = <T>(list: readonly T[], min: number, max: number): T[] => {
    const count = min + int(max - min + 1);
    return [...new Set(Array.from({ length: count }, () => pick(list)))];
  };
  const sentence = (words: readonly string[], min: number, max: number) => {
    const text = Array.from({ length: min + int(max - min + 1) }, () => pick(words)).join(" ");
    return text.charAt(0).toUpperCase() + text.slice(1);
  };
  return { next, int, pick, some, sentence };
}

async function insertInChunks<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/**
 * Fills an empty, migrated database with `videoCount` videos (30 channels, 200 speakers, 41
 * topics, every level, 1 to 90 minutes, a few hidden, scheduled and premium) and one learner who
 * has watched `watchedCount` of them (plus 100 started); returns the learner's session.
 */
export async function buildScratchCatalog(
  db: Db,
  videoCount: number,
  watchedCount: number,
): Promise<ScratchCatalog> {
  const random = generator(42);
  const now = Date.now();
  const rareWords = Array.from({ length: 20_000 }, () => random.some(SYLLABLES, 2, 4).join(""));
  const channels: number[] = [];
  for (let i = 0; i < 30; i++) {
    channels.push(
      await ensureChannel(db, {
        name: `${random.pick(CHANNEL_WORDS)} ${random.pick(CHANNEL_WORDS)} ${i + 1}`,
        url: `https://www.youtube.com/@bench-${i + 1}`,
      }),
    );
  }
  const speakers = FIRST_NAMES.flatMap((f) => LAST_NAMES.map((l) => `${f} ${l}`));
  await addOptions(db, "speakers", speakers);
  await addOptions(db, "topics", TOPICS);

  const videos: NewCatalogVideo[] = Array.from({ length: videoCount }, (_, i) => {
    const scheduled = random.next() < 0.02;
    return {
      id: `bench-${String(i).padStart(5, "0")}`,
      title: random.sentence(TITLE_WORDS, 3, 7),
      description: `${random.sentence([...TITLE_WORDS, ...DESCRIPTION_WORDS], 25, 40)} ${random.some(rareWords, 3, 6).join(" ")}.`,
      platform: random.next() < 0.95 ? "youtube" : "file",
      onPlatformId: `bench${i}`,
      thumbnailUrl: `https://i.ytimg.com/vi/bench${i}/mqdefault.jpg`,
      durationSeconds: 60 + Math.floor(random.next() ** 2 * 5400),
      level: random.pick(VIDEO_LEVELS),
      premium: random.next() < 0.1,
      visible: random.next() < 0.97,
      uploadDate: new Date(
        scheduled ? now + random.int(30) * DAY_MS + DAY_MS : now - random.int(3 * 365 * DAY_MS),
      ),
      channelId: random.pick(channels),
      speakers: [],
      topics: [],
    };
  });
  // Drawn after all the videos, in the order the bench always drew them, so the catalog stays the same.
  for (const video of videos) video.speakers = random.some(speakers, 1, 2);
  for (const video of videos) video.topics = random.some(TOPICS, 1, 3);
  // A transcript for every video, from a generator of its own so the catalog above stays the same:
  // 30 cues of 4 to 9 words, the catalog's words and some of its rare ones (docs/words.md).
  const speech = generator(7);
  const spoken = [...TITLE_WORDS, ...DESCRIPTION_WORDS];
  for (const video of videos) {
    const cues = Array.from({ length: 30 }, (_, i) => {
      const words = `${speech.sentence(spoken, 3, 7)} ${speech.some(rareWords, 1, 2).join(" ")}.`;
      return `${vttTimestamp(i * 4)} --> ${vttTimestamp(i * 4 + 3.5)}\n${words}`;
    });
    video.subtitles = `WEBVTT\n\n${cues.join("\n\n")}\n`;
  }
  await insertVideos(db, videos);

  const user = await db
    .insertInto("users")
    .values({ name: "Bench", email: "bench@example.com", is_anonymous: false, timezone: "Europe/Moscow" })
    .returning("id")
    .executeTakeFirstOrThrow();
  // Spread over the whole catalog: a prime stride visits distinct videos.
  const spread = Array.from(
    { length: Math.min(videoCount, watchedCount + 100) },
    (_, i) => videos[(i * 7919) % videoCount]!,
  );
  const states = spread.map((v, i) => ({
    user_id: user.id,
    video_id: v.id,
    watch_time_ms: v.durationSeconds * 900,
    // The first `watchedCount` past the 0.8 mark, the rest started.
    last_watch_time: v.durationSeconds * (i < watchedCount ? 0.9 : 0.3),
  }));
  await insertInChunks(states, (chunk) => db.insertInto("user_video_state").values(chunk).execute());
  const sessionToken = await createSession(db, { id: user.id, is_anonymous: false });
  return {
    userId: user.id,
    sessionToken,
    videoIds: videos.map((v) => v.id),
    learnerTokens: await createLearners(db, WATCH_TIME_LEARNERS),
    adminToken: await createAdmin(db),
  };
}

async function createAdmin(db: Db): Promise<string> {
  const admin = await db
    .insertInto("users")
    .values({
      name: "Bench admin",
      email: "bench.admin@example.com",
      is_anonymous: false,
      roles: ["admin"],
      timezone: "Europe/Moscow",
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  return createSession(db, { id: admin.id, is_anonymous: false });
}

/** Distinct learners for the watch-time target: each connection reports as its own learner. */
export const WATCH_TIME_LEARNERS = 200;

async function createLearners(db: Db, count: number): Promise<string[]> {
  const learners = await db
    .insertInto("users")
    .values(Array.from({ length: count }, () => ({ is_anonymous: true, timezone: "Europe/Moscow" })))
    .returning("id")
    .execute();
  const tokens: string[] = [];
  for (const learner of learners)
    tokens.push(await createSession(db, { id: learner.id, is_anonymous: false }));
  return tokens;
}
