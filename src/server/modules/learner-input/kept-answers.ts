import type { Db } from "../../db/create-db";
import { deepFreeze } from "../../lib/deep-freeze";
import type { UserRow } from "../user/index";
import { type InputVersions, readInputVersions } from "./learner-input-repository";

/** Learners whose latest answer is kept, each: past it, the one not asked for longest goes. */
const LEARNERS_KEPT = 2_000;

/**
 * The versions read for a request's caller, by the row the request read (sessions.currentUser
 * reads one per request): the summary and the words summary of one view of /progress read them
 * once. Held weakly, so the memo goes with the request.
 */
const versionsOfRow = new WeakMap<UserRow, Promise<InputVersions>>();

function versionsOf(db: Db, user: UserRow): Promise<InputVersions> {
  let versions = versionsOfRow.get(user);
  if (!versions) {
    versions = readInputVersions(db, user.id);
    versionsOfRow.set(user, versions);
    versions.catch(() => versionsOfRow.delete(user));
  }
  return versions;
}

/**
 * Answers made from a learner's input and the catalog, kept for each learner until either moves
 * (docs/progress.md "Kept summaries"). Both versions are read from the database for each request,
 * so a kept answer is exact on every instance: any write to the learner's input, by whichever
 * instance, moves their version in the same transaction (migration 0036), and any change to the
 * catalog moves its own. `parts` is the rest the answer is made of (the user's settings, today's
 * date), as text. A kept answer is frozen: it is the same object every time, which is how a page
 * made of it is found again whole (plugins/page-cache.ts), and so no caller may change it.
 *
 * `user` must be the row the request read for itself, not one kept across requests.
 */
export function createKeptAnswers<T extends object>(db: Db) {
  const kept = new Map<string, { key: string; answer: Promise<T> }>();
  return async (user: UserRow, parts: string, build: () => Promise<T>): Promise<T> => {
    const { learner, catalog } = await versionsOf(db, user);
    const key = `${learner} ${catalog} ${parts}`;
    const found = kept.get(user.id);
    // Map keeps the order of insertion: taken out and put back, the learner is the newest.
    kept.delete(user.id);
    if (found?.key === key) {
      kept.set(user.id, found);
      return found.answer;
    }
    const answer = build().then(deepFreeze);
    kept.set(user.id, { key, answer });
    if (kept.size > LEARNERS_KEPT) kept.delete(kept.keys().next().value as string);
    // A failure is not kept: the next call builds again.
    answer.catch(() => {
      if (kept.get(user.id)?.answer === answer) kept.delete(user.id);
    });
    return answer;
  };
}
