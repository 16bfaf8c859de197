import type { ReactNode } from "react";

/** Small inline line icons (24×24 grid, currentColor): no icon font to download. */
const PATHS: Record<string, ReactNode> = {
  menu: <path d="M4 6h16M4 12h16M4 18h16" />,
  home: <path d="M3 11 12 4l9 7M5 10v10h5v-6h4v6h5V10" />,
  series: (
    <>
      <rect x="3" y="6" width="14" height="12" rx="2" />
      <path d="M21 8v10a2 2 0 0 1-2 2H7" />
    </>
  ),
  playlist: <path d="M4 6h12M4 11h12M4 16h7M17 14v6l4-3z" />,
  history: (
    <>
      <path d="M3 12a9 9 0 1 0 3-6.7L3 8" />
      <path d="M3 3v5h5M12 7v5l3 2" />
    </>
  ),
  admin: (
    <>
      <path d="M12 3 4 6v6c0 4.4 3.4 8.2 8 9 4.6-.8 8-4.6 8-9V6z" />
      <path d="m9 12 2 2 4-4" />
    </>
  ),
  qna: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.6.3-1 .9-1 1.6V14M12 17.5v.01" />
    </>
  ),
  contact: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3 7 9 6 9-6" />
    </>
  ),
  feedback: <path d="M4 5h16v11H8l-4 4zM8 9h8M8 12h5" />,
  clock: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v5l3 2" />
    </>
  ),
  chevron: <path d="m6 9 6 6 6-6" />,
  close: <path d="M6 6l12 12M18 6 6 18" />,
};

export type IconName = keyof typeof PATHS;

/** The frame every line icon shares: a 24×24 grid drawn in currentColor, hidden from screen readers. */
export function LineIcon({
  size,
  strokeWidth = 2,
  className,
  children,
}: {
  size: number;
  strokeWidth?: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <svg
      className={className ? `icon ${className}` : "icon"}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

export function Icon({ name, size = 20, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <LineIcon size={size} strokeWidth={1.8} className={className}>
      {PATHS[name]}
    </LineIcon>
  );
}
