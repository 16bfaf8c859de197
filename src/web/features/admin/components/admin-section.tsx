import type { ReactNode } from "react";

/** An admin page's section, named by its heading (docs/screens.md "Admin"). */
export function AdminSection({
  titleId,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section. */
  titleId: string;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="page-subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}
