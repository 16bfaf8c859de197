import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { DesktopHintContext, WatchChoicesHintContext } from "./server-hints";
import { HydratedProvider } from "./use-hydrated";

interface AppRootProps {
  client: QueryClient;
  /** The layout the server rendered the page for (FirstScreenData.desktop). */
  desktop: boolean;
  /** The watch page's choices the server rendered it with (FirstScreenData.watchChoices). */
  watchChoices: string | null;
  /**
   * The browser renders the app itself (true), rather than the server rendering it or the browser
   * hydrating what the server rendered (false): see HydratedProvider.
   */
  startsLive: boolean;
  /** The router: the browser's (main.tsx) or the server's static one (entry-server.tsx). */
  children: ReactNode;
}

/** What wraps the router, the same in the browser and in the server's render, which must agree. */
export function AppRoot({ client, desktop, watchChoices, startsLive, children }: AppRootProps) {
  return (
    <StrictMode>
      <DesktopHintContext value={desktop}>
        <WatchChoicesHintContext value={watchChoices}>
          <QueryClientProvider client={client}>
            <HydratedProvider startsLive={startsLive}>{children}</HydratedProvider>
          </QueryClientProvider>
        </WatchChoicesHintContext>
      </DesktopHintContext>
    </StrictMode>
  );
}
