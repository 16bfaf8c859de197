/**
 * The admin hub's sections, in the hub's order (docs/screens.md "Routes"): each is the page
 * /admin/<name> (its module features/admin/admin-<name>-page.tsx), and its title names both the
 * hub's button and the browser tab. The route table (router.tsx) and the hub read this one list.
 * A leaf of its own: the hub must not import the route table, whose entry chunk loads the hub.
 */
export const ADMIN_SECTIONS = [
  { name: "upload-content-planner", title: "Bulk Update" },
  { name: "user", title: "Users" },
  { name: "video", title: "Videos" },
  { name: "topic", title: "Topics" },
  { name: "speaker", title: "Speakers" },
  { name: "channel", title: "Channels" },
  { name: "video-add", title: "Add video" },
  { name: "emails", title: "Emails" },
  { name: "news", title: "News" },
  { name: "feedback", title: "Feedback" },
  { name: "series", title: "Series" },
] as const;

export type AdminSectionName = (typeof ADMIN_SECTIONS)[number]["name"];
