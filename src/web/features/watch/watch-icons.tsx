import type { ReactNode } from "react";
import { LineIcon } from "../../components/icons";

/** Line icons of the watch page (same 24×24 style as components/icons.tsx), kept in its chunk. */
const PATHS = {
  lock: (
    <>
      <rect x="5" y="11" width="14" height="10" rx="2" />
      <path d="M8 11V8a4 4 0 0 1 8 0v3" />
    </>
  ),
  check: <path d="m5 12 5 5 9-10" />,
  download: <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />,
  trash: <path d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13" />,
  speed: (
    <>
      <path d="M4.5 17a8.5 8.5 0 1 1 15 0" />
      <path d="m12 13 4-4" />
    </>
  ),
} satisfies Record<string, ReactNode>;

export function WatchIcon({ name, size = 18 }: { name: keyof typeof PATHS; size?: number }) {
  return <LineIcon size={size}>{PATHS[name]}</LineIcon>;
}
