import type { ReactNode } from "react";
import { BusyButton } from "./busy-button";

/** What the button reads of a TanStack `useInfiniteQuery` result. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface NextPageButtonProps {
  /** The infinite query whose next page the button loads. */
  pages: PagedQuery;
  className: string;
  children: ReactNode;
  /** Show the app's spinner while the page loads (the words card does; the others only disable it). */
  spinner?: boolean;
}

/**
 * The "Show more" / "Older entries" button under a list that loads page by page: none on the last
 * page, disabled while the next page loads, so one click asks for one page.
 */
export function NextPageButton({ pages, className, children, spinner = false }: NextPageButtonProps) {
  if (!pages.hasNextPage) return null;
  return (
    <BusyButton
      type="button"
      className={className}
      busy={spinner && pages.isFetchingNextPage}
      disabled={pages.isFetchingNextPage}
      onClick={() => void pages.fetchNextPage()}
    >
      {children}
    </BusyButton>
  );
}
