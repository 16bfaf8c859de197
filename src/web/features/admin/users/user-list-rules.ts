import { z } from "zod";
import type { AdminUserRow } from "../../../../shared/contracts/user-admin";
import { FLAG_PARAM, PAGE_PARAM, zodUrlCodec } from "../../../lib/zod-url-codec";

export const USER_SORTS = [
  { value: "joinDate", label: "Join date (newest first)" },
  { value: "name", label: "Name (A–Z)" },
  { value: "watchTime", label: "Input time (most first)" },
] as const;
export type UserSort = (typeof USER_SORTS)[number]["value"];

export interface UserListView {
  /** Matched against the name and the email, case-insensitively. */
  search: string;
  sort: UserSort;
  /** Only accounts with a premium claim waiting for review. */
  pendingOnly: boolean;
}

export const INITIAL_USER_VIEW: UserListView = { search: "", sort: "joinDate", pendingOnly: false };

/** The list's view and page in its URL (`/admin/user?sort=name&pendingOnly=true`); absent: as INITIAL_USER_VIEW. */
export const USER_LIST_URL = zodUrlCodec(
  z.object({
    search: z.string().catch(""),
    sort: z.enum(USER_SORTS.map((s) => s.value) as [UserSort, ...UserSort[]]).catch(INITIAL_USER_VIEW.sort),
    pendingOnly: FLAG_PARAM,
    page: PAGE_PARAM,
  }),
);

const nameCollator = new Intl.Collator("en", { sensitivity: "base" });

/** Whether a row matches the search text (name or email, any case; spaces around it ignored). */
export function matchesUserSearch(user: Pick<AdminUserRow, "name" | "email">, search: string): boolean {
  const needle = search.trim().toLocaleLowerCase();
  if (needle === "") return true;
  return user.name.toLocaleLowerCase().includes(needle) || user.email.toLocaleLowerCase().includes(needle);
}

/** The comparison of a sort; ties fall back to the email so the order never wobbles between loads. */
export function compareUsers(sort: UserSort): (a: AdminUserRow, b: AdminUserRow) => number {
  const byEmail = (a: AdminUserRow, b: AdminUserRow) => a.email.localeCompare(b.email);
  switch (sort) {
    case "name":
      return (a, b) => nameCollator.compare(a.name, b.name) || byEmail(a, b);
    case "watchTime":
      return (a, b) => b.watchTime - a.watchTime || byEmail(a, b);
    case "joinDate":
      return (a, b) => Date.parse(b.joinDate) - Date.parse(a.joinDate) || byEmail(a, b);
  }
}

/** The rows the list shows for a view: filtered, then sorted (the input is not changed). */
export function viewUsers(users: readonly AdminUserRow[], view: UserListView): AdminUserRow[] {
  return users
    .filter((u) => (!view.pendingOnly || u.pendingClaim !== null) && matchesUserSearch(u, view.search))
    .sort(compareUsers(view.sort));
}
