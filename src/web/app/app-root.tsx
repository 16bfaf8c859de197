import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type ReactNode, StrictMode } from "react";
import { DesktopHintContext } from "./layout-hint";

interface AppRootProps {
  client: QueryClient;
  /** The layout the server rendered the page for (FirstScreenData.desktop). */
  desktop: boolean;
  /** The router: the browser's (main.tsx) or the server's static one (entry-server.tsx). */
  children: ReactNode;
}

/** What wraps the router, the same in the browser and in the server's render, which must agree. */
export function AppRoot({ client, desktop, children }: AppRootProps) {
  return (
    <StrictMode>
      <DesktopHintContext value={desktop}>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </DesktopHintContext>
    </StrictMode>
  );
}
