import "./video-card-menu.css";
import { useQueryClient } from "@tanstack/react-query";
import type { Video } from "../../../shared/contracts/video";
import { MenuAction } from "../../components/menu-action";
import { MenuButton } from "../../components/menu-button";

/** Three dots: the usual sign of "more actions". */
function DotsIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <circle cx="3" cy="8" r="1.5" fill="currentColor" />
      <circle cx="8" cy="8" r="1.5" fill="currentColor" />
      <circle cx="13" cy="8" r="1.5" fill="currentColor" />
    </svg>
  );
}

type CardAction = "hide" | "addToPlaylist";

/** The menu's items, in order: each names its action of card-actions.ts. */
const MENU_ITEMS: readonly { action: CardAction; label: string }[] = [
  { action: "hide", label: "Hide this video" },
  { action: "addToPlaylist", label: "Add to playlist" },
];

/**
 * A card's "More actions" menu: "Hide this video" ("Not interested", docs/browse.md "Hidden
 * videos"), first as before, and "Add to playlist" (docs/screens.md "Add to playlist"). The card leaves the
 * grid at once and the page's notice offers Undo (hidden-video-notice.tsx).
 */
export function VideoCardMenu({ video }: { video: Pick<Video, "id" | "title"> }) {
  const queryClient = useQueryClient();

  // The actions' code comes on the first use: every card of the first screen has this menu.
  const act = (action: CardAction) => import("./card-actions").then((m) => m[action](queryClient, video));

  return (
    <MenuButton
      label={`More actions: ${video.title}`}
      toggle={<DotsIcon />}
      toggleClassName="video-card-menu-toggle"
      menuClassName="video-card-menu"
      floating
    >
      {(close) =>
        MENU_ITEMS.map(({ action, label }) => (
          <MenuAction key={action} close={close} onSelect={() => void act(action)}>
            {label}
          </MenuAction>
        ))
      }
    </MenuButton>
  );
}
