import { useAppContext } from "../app/app-context";

type AuthAction = "logIn" | "signUp";

const LABELS: Record<AuthAction, string> = { logIn: "Log in", signUp: "Sign up" };

interface AuthButtonsProps {
  /** The buttons in the order shown; each invitation puts its own first. */
  order: readonly [AuthAction, AuthAction];
  /** The filled button, the one the place invites to most. */
  primary: AuthAction;
  small?: boolean;
}

/**
 * "Log in" and "Sign up", which open the sign-in modal (app/auth-modal.tsx) on its form, through
 * the layout's context: the anonymous banner, the top bar and the prompt of an account's page
 * offer the same two.
 */
export function AuthButtons({ order, primary, small }: AuthButtonsProps) {
  const { openLogIn, openSignUp } = useAppContext();
  const act: Record<AuthAction, () => void> = { logIn: openLogIn, signUp: openSignUp };
  return order.map((action) => (
    <button
      key={action}
      type="button"
      className={`btn ${action === primary ? "btn-primary" : "btn-outline-primary"}${small ? " btn-sm" : ""}`}
      onClick={act[action]}
    >
      {LABELS[action]}
    </button>
  ));
}
