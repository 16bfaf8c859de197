import { prerenderToNodeStream } from "react-dom/static";
import type { FirstScreenData } from "../shared/contracts/first-screen";
import { AppRoot } from "./app/app-root";
import { seedFirstScreen } from "./app/first-screen";
import { createQueryClient } from "./lib/query-client";
import { StaticLocation } from "./lib/router/location";
import { matchesPath } from "./lib/router/routes";
import { AppRoutes } from "./router";

/**
 * Each page's modules (router.tsx's lazy imports, relative to src/web), the admin hub's around its
 * sections': the server links their scripts and stylesheets from the page's head, so that they
 * load with the app's entry rather than after it has run. rendered-pages.test.ts checks the table
 * against router.tsx.
 */
const ADMIN_HUB = "features/admin/admin-hub-page.tsx";
export const PAGE_MODULES: Record<string, string[]> = {
  "/browse": ["features/browse/browse-page.tsx"],
  "/watch/:videoId": ["features/watch/watch-page.tsx"],
  "/progress": ["features/progress/progress-page.tsx"],
  "/premium": ["features/premium/premium-page.tsx"],
  "/claim-premium": ["features/claim-premium/claim-premium-page.tsx"],
  "/feedback": ["features/feedback/feedback-page.tsx"],
  "/account": ["features/account/account-page.tsx"],
  "/admin": [ADMIN_HUB, "features/admin/admin-index-page.tsx"],
  "/admin/upload-content-planner": [ADMIN_HUB, "features/admin/admin-upload-content-planner-page.tsx"],
  "/admin/user": [ADMIN_HUB, "features/admin/admin-user-page.tsx"],
  "/admin/video": [ADMIN_HUB, "features/admin/admin-video-page.tsx"],
  "/admin/topic": [ADMIN_HUB, "features/admin/admin-topic-page.tsx"],
  "/admin/channel": [ADMIN_HUB, "features/admin/admin-channel-page.tsx"],
  "/admin/speaker": [ADMIN_HUB, "features/admin/admin-speaker-page.tsx"],
  "/admin/video-add": [ADMIN_HUB, "features/admin/admin-video-add-page.tsx"],
  "/admin/emails": [ADMIN_HUB, "features/admin/admin-emails-page.tsx"],
  "/qna": ["features/qna/qna-page.tsx"],
  "/unsubscribe": ["features/unsubscribe/unsubscribe-page.tsx"],
  "/contact-us": ["features/contact-us/contact-us-page.tsx"],
};

/**
 * The pages whose first screen the server renders (docs/decisions/015): each one's data is in
 * FirstScreenData, so the render shows the page, not its loading state. Others are rendered by the
 * browser, as before.
 */
export const RENDERED_PAGES: readonly string[] = ["/browse", "/watch/:videoId", "/progress", "/admin/video"];

/** A page as the server prepares it. */
export interface RenderedPage {
  /** What goes in the root element: its first screen, or null for a page the browser renders. */
  html: string | null;
  /** The page's modules (src/web-relative): their scripts and styles are linked from the head. */
  modules: string[];
}

/**
 * The HTML of a page's first screen for the server to put in its root element (server:
 * plugins/page-renderer.ts), rendered from the same data the browser seeds its cache with before
 * it hydrates it (main.tsx), and the page's modules; null for a path that is no page of the app.
 */
export async function renderFirstScreen(url: string, data: FirstScreenData): Promise<RenderedPage | null> {
  const location = new URL(url, "http://ponyatno.invalid");
  const page = Object.keys(PAGE_MODULES).find((pattern) => matchesPath(pattern, location.pathname));
  const modules = page && PAGE_MODULES[page];
  if (!page || !modules) return null;
  if (!RENDERED_PAGES.includes(page)) return { html: null, modules };
  const client = createQueryClient();
  seedFirstScreen(client, data, location);
  try {
    // prerender (not renderToString) waits for the lazy parts (the page's module, loaded once per
    // process), so the page hydrates without a gap.
    const { prelude } = await prerenderToNodeStream(
      <AppRoot client={client} desktop={data.desktop ?? false} watchChoices={data.watchChoices ?? null}>
        <StaticLocation url={location.pathname + location.search}>
          <AppRoutes />
        </StaticLocation>
      </AppRoot>,
    );
    const chunks: Buffer[] = [];
    for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
    return { html: Buffer.concat(chunks).toString("utf8"), modules };
  } finally {
    client.clear();
  }
}
