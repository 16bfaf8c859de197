import { describe, expect, it } from "vitest";
import { USER_LIST_URL } from "../features/admin/users/user-list-rules";
import { INITIAL_VIDEO_VIEW, VIDEO_LIST_URL } from "../features/admin/videos/video-list-rules";

const read = (query: string) => VIDEO_LIST_URL.read(new URLSearchParams(query));

describe("an admin list's state in its URL", () => {
  it("reads the plain path as the list's first view and page", () => {
    expect(read("")).toEqual({ ...INITIAL_VIDEO_VIEW, page: 1 });
    expect(VIDEO_LIST_URL.defaults).toEqual({ ...INITIAL_VIDEO_VIEW, page: 1 });
  });

  it("writes only what differs from the first view, so a shared link is short and reads back the same", () => {
    const state = { ...INITIAL_VIDEO_VIEW, level: "Beginner 1", visible: "no" as const, page: 2 };
    const query = VIDEO_LIST_URL.write(state).toString();
    expect(query).toBe("level=Beginner+1&visible=no&page=2");
    expect(read(query)).toEqual(state);
    expect(VIDEO_LIST_URL.write(VIDEO_LIST_URL.defaults).toString()).toBe("");
  });

  it("reads an edited or foreign parameter as its default, never as an error", () => {
    expect(read("page=0&visible=maybe&premium=yes&utm_source=mail")).toEqual({
      ...INITIAL_VIDEO_VIEW,
      premium: "yes",
      page: 1,
    });
    expect(read("page=2.5").page).toBe(1);
    expect(read("page=abc").page).toBe(1);
    expect(read("page=7").page).toBe(7);
  });

  it("keeps a sort from its choices and a yes/no box as true or absent", () => {
    const users = (query: string) => USER_LIST_URL.read(new URLSearchParams(query));
    expect(users("sort=name&pendingOnly=true")).toMatchObject({ sort: "name", pendingOnly: true });
    expect(users("sort=password&pendingOnly=nonsense")).toMatchObject({
      sort: "joinDate",
      pendingOnly: false,
    });
    const written = USER_LIST_URL.write({ search: "ada", sort: "watchTime", pendingOnly: true, page: 1 });
    expect(written.toString()).toBe("search=ada&sort=watchTime&pendingOnly=true");
  });
});
