import { expect, it } from "vitest";
import type { PageRequest } from "../shared/contracts/first-screen";
import type { User } from "../shared/contracts/user";
import { preparePage } from "./entry-server";

/** The fields of a user the first screen's guards and keys read. */
const userOf = (id: string, roles: string[], isAnonymous: boolean) =>
  ({ id, roles, isAnonymous, premium: false, watchTimeSeconds: 0 }) as User;

const learner = userOf("learner-1", [], true);
const admin = userOf("admin-1", ["admin"], false);
const visitor = userOf("", [], true);

/**
 * A page request for `user` (null: a first visit, shown as the visitor's preview) whose `get`,
 * the server's GET of the app's own calls, records what the page asked for and answers as an empty list would.
 */
function requestFor(user: User | null) {
  const asked: string[] = [];
  const request: PageRequest = {
    head: { user, visitor: user ? undefined : visitor, desktop: false },
    watchChoices: null,
    get: async (path) => {
      asked.push(path);
      return { videos: [] };
    },
  };
  return { asked, request };
}

it("asks for a page's first screen only for a caller its route's guard lets in", async () => {
  const firstVisit = requestFor(null);
  const progress = await preparePage("/progress", firstVisit.request);
  expect(firstVisit.asked).toEqual([]);
  expect(progress?.data.queries).toBeUndefined();
  expect(progress?.rendered).toBe(true);

  const notAdmin = requestFor(learner);
  expect((await preparePage("/admin/video", notAdmin.request))?.data.queries).toBeUndefined();
  expect(notAdmin.asked).toEqual([]);

  const signedIn = requestFor(learner);
  expect((await preparePage("/progress", signedIn.request))?.data.queries).toBeDefined();
  expect(signedIn.asked.sort()).toEqual(["/api/user/overall", "/api/user/words/summary"]);

  const byAdmin = requestFor(admin);
  const hub = await preparePage("/admin/video", byAdmin.request);
  expect(byAdmin.asked.sort()).toEqual(["/api/admin/audit", "/api/admin/video"]);
  expect(hub?.data.queries?.queries).toHaveLength(2);
});

it("asks for a page for anyone on a first visit, for the visitor's preview", async () => {
  const firstVisit = requestFor(null);
  const browse = await preparePage("/browse?levels=Beginner+1", firstVisit.request);
  expect(firstVisit.asked.sort()).toEqual([
    "/api/browse/statistics?levels=Beginner+1",
    "/api/browse/videos?levels=Beginner+1&page=1",
  ]);
  const carried = (browse?.data.queries?.queries ?? []) as { queryKey: unknown[] }[];
  const keys = carried.map((query) => query.queryKey);
  expect(keys).toContainEqual(["browse", "videos", "", "levels=Beginner+1"]);
});
