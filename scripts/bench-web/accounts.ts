// The visitors of the bench, made through the calls the app itself makes: a free demo video found
// through browse, a learner signed up with the mailed code (read from DATA_DIR/outbox, as the e2e
// tests do) and given some watch history, and an admin (an ADMIN_EMAILS address).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { browseRoutes, browseVideosResponseSchema } from "../../src/shared/contracts/browse";
import { overallResponseSchema, progressRoutes } from "../../src/shared/contracts/progress";
import { userRoutes, userSchema } from "../../src/shared/contracts/user";
import type { Video } from "../../src/shared/contracts/video";
import { watchRoutes } from "../../src/shared/contracts/watch";

export interface RunningApp {
  baseUrl: string;
  dataDir: string;
}

interface Answer {
  json: unknown;
  /** `name=value` of each Set-Cookie. */
  cookies: string[];
}

async function call(app: RunningApp, method: string, url: string, body?: unknown, cookie?: string) {
  const response = await fetch(`${app.baseUrl}${url}`, {
    method,
    headers: {
      origin: app.baseUrl,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${text}`);
  const cookies = response.headers.getSetCookie().map((c) => c.split(";", 1)[0]!);
  return { json: text ? JSON.parse(text) : null, cookies } satisfies Answer;
}

/** Every free demo video played from a file (the catalog is small: a few pages of browse). */
export async function freeFileVideos(app: RunningApp): Promise<Video[]> {
  const found: Video[] = [];
  for (let page = 1; page <= 20; page++) {
    const { json } = await call(app, "GET", `${browseRoutes.videos}?sort=old&page=${page}`);
    const { videos, hasMore } = browseVideosResponseSchema.parse(json);
    found.push(...videos.filter((v) => !v.premium && v.platform === "file" && v.url));
    if (!hasMore) break;
  }
  if (found.length === 0) throw new Error("The demo catalog has no free video played from a file.");
  return found;
}

function codeFor(app: RunningApp, email: string): string {
  const outbox = path.join(app.dataDir, "outbox");
  for (const file of readdirSync(outbox).sort().reverse()) {
    const mail = readFileSync(path.join(outbox, file), "utf8");
    const code = mail.toLowerCase().includes(`to: ${email}`) && /Your code is (\d{6})/.exec(mail)?.[1];
    if (code) return code;
  }
  throw new Error(`No code was mailed to ${email} (${outbox}).`);
}

/**
 * Signs up as a visitor does: the first visit (an anonymous session), the sign-up form, the mailed
 * code. Returns the Cookie header of the registered session, checked.
 */
export async function signUp(app: RunningApp, name: string, email: string, admin: boolean): Promise<string> {
  const visit = await call(app, "POST", userRoutes.current, { timezone: "UTC" });
  const anonymous = visit.cookies.join("; ");
  await call(app, "POST", userRoutes.register, { name, email }, anonymous);
  const login = await call(
    app,
    "POST",
    userRoutes.login,
    { email, verification_code: codeFor(app, email) },
    anonymous,
  );
  const cookie = login.cookies.join("; ");
  const user = userSchema.parse((await call(app, "POST", userRoutes.current, {}, cookie)).json);
  if (user.isAnonymous || user.roles.includes("admin") !== admin) {
    throw new Error(
      `${email} signed in as ${JSON.stringify({ anonymous: user.isAnonymous, roles: user.roles })}.`,
    );
  }
  return cookie;
}

const isoDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * Some history for the progress page: a played segment of up to three videos today (the player's
 * first report: the server credits at most ~35 s of a new segment, and overlapping segments once),
 * positions near the end (watched), and off-platform entries on each of the last 14 days, so the
 * summary, the heatmap, the streaks and the log all have something to show.
 */
export async function giveHistory(app: RunningApp, cookie: string, videos: Video[]): Promise<void> {
  for (const video of videos.slice(0, 3)) {
    await call(
      app,
      "POST",
      watchRoutes.update,
      {
        videoId: video.id,
        playingStartTime: Date.now() - 30_000,
        lastVideoTime: Math.floor(video.duration * 0.9),
        elapsedTime: 30,
        timezone: "UTC",
      },
      cookie,
    );
  }
  const day = 24 * 3600 * 1000;
  for (let daysAgo = 14; daysAgo >= 1; daysAgo--) {
    const minutes = 15 + ((daysAgo * 17) % 45);
    const startDate = isoDate(Date.now() - daysAgo * day);
    const start = Date.parse(`${startDate}T18:00:00Z`);
    const entry = {
      startDate,
      startTime: "18:00",
      endDate: new Date(start + minutes * 60_000).toISOString(),
      minutes,
      comment: daysAgo % 3 === 0 ? "Podcast" : "",
    };
    await call(app, "POST", progressRoutes.offPlatformTime, entry, cookie);
  }
  const overall = overallResponseSchema.parse(
    (await call(app, "GET", progressRoutes.overall, undefined, cookie)).json,
  );
  if (overall.videoSeconds <= 0 || overall.offPlatformSeconds <= 0) {
    throw new Error(`The learner's history did not count: ${JSON.stringify(overall)}`);
  }
}
