import type { ReactNode } from "react";
import { isAccessDenied } from "../api/admin-keys";
import { AdminsOnly } from "./admins-only";

interface QueryStatusProps {
  query: { isPending: boolean; isError: boolean; error: Error | null };
  /** What is loading, for the status line: "users". */
  what: string;
  /** The sentence when the list cannot be loaded (docs/screens.md "Messages" where it gives one). */
  failed?: string;
  children: ReactNode;
}

/**
 * The page body once its list is in; until then a status line, or "Admins only" when the server
 * refuses (the session may have ended since the hub was opened).
 */
export function QueryStatus({ query, what, failed, children }: QueryStatusProps) {
  if (query.isPending) {
    return (
      <p role="status" className="text-body-secondary">
        Loading {what}…
      </p>
    );
  }
  if (query.isError) {
    if (isAccessDenied(query.error)) return <AdminsOnly headingLevel={2} />;
    return (
      <div role="alert" className="alert alert-danger">
        {failed ?? `Could not load the ${what}.`} {query.error?.message}
      </div>
    );
  }
  return <>{children}</>;
}
