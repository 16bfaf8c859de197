import type { ReactNode } from "react";
import { Link } from "../lib/router/link";

interface ActionAndLinkProps {
  /** The primary button: what may fix it ("Try again", "Log in", "Reload page"). */
  action: ReactNode;
  onAction: () => void;
  /** The outlined link: where to go instead. */
  to: string;
  link: ReactNode;
  onLink?: () => void;
}

/**
 * The two ways on from an error or a refusal screen: a button that may fix it, and a link
 * elsewhere, side by side and wrapping on a phone.
 */
export function ActionAndLink({ action, onAction, to, link, onLink }: ActionAndLinkProps) {
  return (
    <div className="d-flex flex-wrap gap-2">
      <button type="button" className="btn btn-primary" onClick={onAction}>
        {action}
      </button>
      <Link to={to} className="btn btn-outline-primary" onClick={onLink}>
        {link}
      </Link>
    </div>
  );
}
