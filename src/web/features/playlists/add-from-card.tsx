import { type QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createRoot } from "react-dom/client";
import type { User } from "../../../shared/contracts/user";
import type { Video } from "../../../shared/contracts/video";
import { userQueryKey } from "../../app/user-query";
import AddToPlaylistDialog from "./add-to-playlist-dialog";

/**
 * "Add to playlist" of a browse card's menu: the dialog in a root of its own, with the app's query
 * cache, removed when it closes. The card's menu holds no state for it and loads this on the first
 * click, as it does "Hide this video": /browse's first screen has a script budget
 * (docs/web-performance.md "Targets") that a dialog held by every card would break.
 */
export function addToPlaylistFromCard(queryClient: QueryClient, video: Pick<Video, "id" | "title">): void {
  const user = queryClient.getQueryData<User>(userQueryKey);
  const host = document.createElement("div");
  document.body.append(host);
  const root = createRoot(host);
  const close = () => {
    root.unmount();
    host.remove();
  };
  root.render(
    <QueryClientProvider client={queryClient}>
      <AddToPlaylistDialog userId={user?.id ?? ""} video={video} onClose={close} />
    </QueryClientProvider>,
  );
}
