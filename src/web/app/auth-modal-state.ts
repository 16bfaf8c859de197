/** The three faces of the sign-in modal (SPEC.md §2 "Log-in / sign-up modal"). */
export type AuthMode = "login" | "sign-up" | "email-confirm";

export interface AuthModalState {
  show: boolean;
  mode: AuthMode;
  /** The address the code went to, sent again with the code in the email-confirm step. */
  email: string;
  /** The server's sentence, shown under the field. */
  error: string | null;
}

export type AuthModalAction =
  | { type: "open"; mode: "login" | "sign-up" }
  /** The switch link: login ⇄ sign-up. */
  | { type: "switch-mode" }
  /** send-code or register succeeded. */
  | { type: "code-sent"; email: string }
  /** login (code check) succeeded. */
  | { type: "verified" }
  | { type: "failed"; error: string }
  | { type: "close" };

export const initialAuthModalState: AuthModalState = { show: false, mode: "login", email: "", error: null };

export const AUTH_MODAL_TITLES: Record<AuthMode, string> = {
  login: "Log in",
  "sign-up": "Sign up",
  "email-confirm": "Verification",
};

/** Mode transitions and error clearing rules of SPEC.md §4. */
export function authModalReducer(state: AuthModalState, action: AuthModalAction): AuthModalState {
  switch (action.type) {
    case "open":
      return { ...state, show: true, mode: action.mode, error: null };
    case "switch-mode":
      if (state.mode === "email-confirm") return state;
      return { ...state, mode: state.mode === "login" ? "sign-up" : "login", error: null };
    case "code-sent":
      return { ...state, mode: "email-confirm", email: action.email, error: null };
    case "verified":
      return { ...initialAuthModalState };
    case "failed":
      return state.show ? { ...state, error: action.error } : state;
    case "close":
      // The remembered email survives, so reopening "Log in" is prefilled.
      return { ...state, show: false, mode: "login", error: null };
  }
}
