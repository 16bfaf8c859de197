import { adminUserRow } from "@tests/factories/admin-user-row";
import { describe, expect, it } from "vitest";
import type { AdminUserRow } from "../../../../shared/contracts/user-admin";
import { INITIAL_USER_VIEW, matchesUserSearch, viewUsers } from "./user-list-rules";

const anna = adminUserRow({
  name: "Анна Петрова",
  email: "anna@example.com",
  joinDate: "2026-02-01T10:00:00Z",
  watchTime: 50,
});
const boris = adminUserRow({
  name: "boris",
  email: "B.Smith@Mail.test",
  joinDate: "2026-03-01T10:00:00Z",
  watchTime: 500,
});
const carl = adminUserRow({
  name: "Carl",
  email: "carl@example.com",
  joinDate: "2026-01-15T10:00:00Z",
  watchTime: 50,
  pendingClaim: { email: "carl@patreon.test", claimedAt: "2026-03-02T00:00:00Z" },
});
const users = [anna, boris, carl];
const names = (list: AdminUserRow[]) => list.map((u) => u.name);

describe("the user list's search", () => {
  it("matches the name or the email, in any case", () => {
    expect(matchesUserSearch(boris, "SMITH")).toBe(true);
    expect(matchesUserSearch(boris, "Boris")).toBe(true);
    expect(matchesUserSearch(anna, "анна")).toBe(true);
    expect(matchesUserSearch(anna, "  petrova ")).toBe(false);
    expect(matchesUserSearch(anna, "  петрова ")).toBe(true);
    expect(matchesUserSearch(anna, "")).toBe(true);
  });
});

describe("viewUsers", () => {
  it("sorts by join date, newest first, by default", () => {
    expect(names(viewUsers(users, INITIAL_USER_VIEW))).toEqual(["boris", "Анна Петрова", "Carl"]);
  });

  it("sorts by name, case-insensitively, Latin and Cyrillic alike", () => {
    expect(names(viewUsers(users, { ...INITIAL_USER_VIEW, sort: "name" }))).toEqual([
      "boris",
      "Carl",
      "Анна Петрова",
    ]);
  });

  it("sorts by input time, most first, ties by email", () => {
    expect(names(viewUsers(users, { ...INITIAL_USER_VIEW, sort: "watchTime" }))).toEqual([
      "boris",
      "Анна Петрова",
      "Carl",
    ]);
  });

  it("keeps only pending premium claims, and combines with the search", () => {
    expect(names(viewUsers(users, { ...INITIAL_USER_VIEW, pendingOnly: true }))).toEqual(["Carl"]);
    expect(viewUsers(users, { ...INITIAL_USER_VIEW, pendingOnly: true, search: "anna" })).toEqual([]);
  });

  it("leaves its input alone", () => {
    const input = [...users];
    viewUsers(input, { ...INITIAL_USER_VIEW, sort: "name" });
    expect(input).toEqual(users);
  });
});
