import { type ReactNode, useId } from "react";

/** An admin page's section, named by its heading (docs/screens.md "Admin"), by an id it makes itself. */
export function AdminSection({
  title,
  className,
  children,
}: {
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className="page-subtitle">
        {title}
      </h2>
      {children}
    </section>
  );
}
