import type { ReactNode } from "react";
import { usePageTitle } from "./use-page-title";

interface PagePlaceholderProps {
  title: string;
  /** 2 inside a hub that already has the page's h1 (the admin pages). */
  headingLevel?: 1 | 2;
  children?: ReactNode;
}

/** A page that exists as a route but whose content is still to come. */
export function PagePlaceholder({ title, headingLevel = 1, children }: PagePlaceholderProps) {
  usePageTitle(title);
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="page" aria-labelledby="page-title">
      <Heading id="page-title" className={headingLevel === 1 ? "page-title" : "page-subtitle"}>
        {title}
      </Heading>
      <p className="text-body-secondary">This page is coming soon.</p>
      {children}
    </section>
  );
}
