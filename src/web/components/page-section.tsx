import type { ReactNode } from "react";

interface PageSectionProps {
  /** The page's h1, which names the section. */
  title: ReactNode;
  /** The page's own class beside `page` (its width, its look). */
  className?: string;
  /** Above the heading: the way back to a list (a playlist's "My Playlists"). */
  above?: ReactNode;
  children?: ReactNode;
}

/**
 * A page's content: one section, named by its h1 for a screen reader's list of landmarks, no
 * wider than `page` (docs/screens.md "Layout"). Every page starts so but /browse and /watch,
 * whose headings are laid out their own way.
 */
export function PageSection({ title, className, above, children }: PageSectionProps) {
  return (
    <section className={className ? `page ${className}` : "page"} aria-labelledby="page-title">
      {above}
      <h1 id="page-title" className="page-title">
        {title}
      </h1>
      {children}
    </section>
  );
}
