import "./styles/bootstrap.scss";
import "./styles/app.css";
import { startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import type { FirstScreenData } from "../shared/contracts/first-screen";
import type { User } from "../shared/contracts/user";
import { AppRoot } from "./app/app-root";
import { readFirstScreen, seedFirstScreen } from "./app/first-screen";
import { fetchCurrentUser, userQueryKey } from "./app/user-query";
import { holdCallsUntil } from "./lib/api";
import { queryClient } from "./lib/query-client";
import { BrowserLocation } from "./lib/router/location";
import { AppRoutes, firstScreenAt, preloadPages } from "./router";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");
const container: HTMLElement = root;
// The server rendered this page's first screen (entry-server.tsx): the app hydrates it.
const serverRendered = container.firstElementChild !== null;

let markHydrated = () => {};
const hydrated = serverRendered
  ? new Promise<void>((resolve) => (markHydrated = resolve))
  : Promise.resolve();

/** Tells main.tsx the hydrated page has been committed (effects run after the commit). */
function Hydrated() {
  useEffect(() => markHydrated(), []);
  return null;
}

/** Seeds the cache with the page's first screen and asks for the user; returns the first screen. */
function loadFirstScreen(): FirstScreenData | null {
  // What the page's HTML carries for its first screen (the user, the browse grid), before any render.
  const firstScreen = readFirstScreen();
  if (firstScreen) seedFirstScreen(queryClient, firstScreen, window.location, firstScreenAt(window.location));
  // Ask for the user now, in parallel with the page's chunk, rather than after it; but the answer
  // goes into the cache only once the page is hydrated, which must render what the server did (on a
  // first visit, its preview of the visitor, and not the new user POST /api/user makes).
  let firstCall: Promise<User> | null = fetchCurrentUser();
  const userLoaded = queryClient.prefetchQuery({
    queryKey: userQueryKey,
    queryFn: async ({ signal }) => {
      const call = firstCall ?? fetchCurrentUser(signal);
      firstCall = null;
      const user = await call;
      await hydrated;
      return user;
    },
  });
  // A first visit shows the server's preview of the visitor: other calls wait for their session.
  if (firstScreen && !firstScreen.user) holdCallsUntil(userLoaded);
  return firstScreen;
}

/** Hydrates the server's page, or renders the app where the server drew none. */
function start(): void {
  const firstScreen = loadFirstScreen();
  const app = () => (
    <AppRoot
      client={queryClient}
      desktop={firstScreen?.desktop ?? false}
      watchChoices={firstScreen?.watchChoices ?? null}
      startsLive={!serverRendered}
    >
      <BrowserLocation>
        <AppRoutes />
      </BrowserLocation>
      <Hydrated />
    </AppRoot>
  );

  if (!serverRendered) {
    createRoot(container).render(app());
    return;
  }
  // Once the page's module is here, so that the first render is the same page.
  void preloadPages(window.location).then(() => {
    // As a transition, React hydrates in slices and lets the browser in between (a click, a
    // paint) rather than in one long task; a click on a part not yet hydrated hydrates it first.
    startTransition(() => {
      hydrateRoot(container, app(), {
        // React renders the page anew then: it works, but the server's render was wasted.
        onRecoverableError: (error, info) =>
          console.error(
            "The page differs from its first screen as the server rendered it",
            error,
            info.componentStack,
          ),
      });
    });
  });
}

// On a page the server drew, the start gets a task of its own: the one that evaluated the modules
// above (React's among them) ends first, and a phone can paint or take a tap in between rather than
// being held for both at once (docs/web-performance.md, "The app's start after its modules"). On a
// page the browser draws, nothing is on the screen to answer a tap meanwhile.
if (serverRendered) setTimeout(start);
else start();
