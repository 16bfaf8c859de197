import type { ReactNode } from "react";

/**
 * The box around an admin table, which scrolls sideways when the table is wider than it: a
 * keyboard user must be able to scroll it too, so it is in the tab order, named as a region
 * after its table (axe's scrollable-region-focusable; WCAG 2.1.1).
 */
export function TableBox({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box takes the focus so that the keyboard can scroll it.
    <section className={`admin-table-box${className ? ` ${className}` : ""}`} tabIndex={0} aria-label={label}>
      {children}
    </section>
  );
}
