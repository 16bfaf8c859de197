import "./styles/bootstrap.scss";
import "./styles/app.css";
import { QueryClientProvider } from "@tanstack/react-query";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { seedFirstScreen } from "./app/first-screen";
import { fetchCurrentUser, userQueryKey } from "./app/user-query";
import { queryClient } from "./lib/query-client";
import { createAppRouter } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// What the page's HTML carries for its first screen (the user, the browse grid), before any render.
seedFirstScreen(queryClient);
// Ask for the user now, in parallel with the first page's chunk, rather than after it.
void queryClient.prefetchQuery({ queryKey: userQueryKey, queryFn: ({ signal }) => fetchCurrentUser(signal) });
const router = createAppRouter();

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
