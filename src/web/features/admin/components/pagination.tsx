import "../../../styles/bootstrap/pagination.scss";
import { pageWindow } from "./pagination-window";

interface PaginationProps {
  /** What is paged, for the navigation's name: "users", "videos". */
  label: string;
  page: number;
  pages: number;
  /** How many page buttons at most (docs/product-rules.md "Constants"). */
  buttons: number;
  onPage: (page: number) => void;
}

/** Previous, a window of page buttons, Next. Hidden when everything fits on one page. */
export function Pagination({ label, page, pages, buttons, onPage }: PaginationProps) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={`Pages of ${label}`}>
      <ul className="pagination pagination-sm flex-wrap mb-0">
        <li className={`page-item${page <= 1 ? " disabled" : ""}`}>
          <button type="button" className="page-link" disabled={page <= 1} onClick={() => onPage(page - 1)}>
            Previous
          </button>
        </li>
        {pageWindow(page, pages, buttons).map((n) => (
          <li key={n} className={`page-item${n === page ? " active" : ""}`}>
            <button
              type="button"
              className="page-link"
              aria-current={n === page ? "page" : undefined}
              aria-label={`Page ${n}`}
              onClick={() => onPage(n)}
            >
              {n}
            </button>
          </li>
        ))}
        <li className={`page-item${page >= pages ? " disabled" : ""}`}>
          <button
            type="button"
            className="page-link"
            disabled={page >= pages}
            onClick={() => onPage(page + 1)}
          >
            Next
          </button>
        </li>
      </ul>
    </nav>
  );
}
