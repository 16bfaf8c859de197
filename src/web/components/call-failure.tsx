import type { ReactNode } from "react";

interface CallFailureProps {
  /** The call's error (a mutation's or a query's `error`): nothing is shown while it is null. */
  error: Error | null;
  /** What failed, said before the server's sentence ("Could not show it again: "). */
  lead?: ReactNode;
  className?: string;
  /** A paragraph by default; a `span` inside a line, a `div` for a Bootstrap alert box. */
  as?: "p" | "span" | "div";
}

/**
 * A call's failure where the learner or admin started it: what failed, then the server's sentence
 * (the error's message), announced as it appears (role="alert").
 */
export function CallFailure({ error, lead, className, as: Element = "p" }: CallFailureProps) {
  if (!error) return null;
  return (
    <Element className={className} role="alert">
      {lead}
      {error.message}
    </Element>
  );
}
