/** The three faces of the sign-in modal (docs/screens.md "Sign-in modal"). */
export type AuthMode = "login" | "sign-up" | "email-confirm";

/** What the shell asks of the modal: open on this face (a new object for each ask). */
export interface AuthModalRequest {
  mode: "login" | "sign-up";
}

export interface AuthModalState {
  show: boolean;
  mode: AuthMode;
  /** The address the code went to, sent again with the code in the email-confirm step. */
  email: string;
  /** The name typed at sign-up: "Send a new code" registers again with it, "Use another email" keeps it. */
  name: string;
  /** Which step mailed the code: "Send a new code" repeats its call, "Use another email" goes back to it. */
  codeFrom: "login" | "sign-up";
  /** When the last code was sent (ms): "Send a new code" waits RESEND_COOLDOWN_MS after it. */
  codeSentAt: number;
  /** The last code came from "Send a new code" (the step says so). */
  resent: boolean;
  /** The server's sentence, shown under the field. */
  error: string | null;
}

export type AuthModalAction =
  | { type: "open"; mode: "login" | "sign-up" }
  /** The switch link: login ⇄ sign-up. */
  | { type: "switch-mode" }
  /** send-code or register succeeded. */
  | { type: "code-sent"; email: string; name?: string; from?: "login" | "sign-up"; at?: number }
  /** "Send a new code" succeeded. */
  | { type: "code-resent"; at: number }
  /** "Use another email": back to the step that sent the code, its fields filled in. */
  | { type: "use-another-email" }
  /** login (code check) succeeded. */
  | { type: "verified" }
  | { type: "failed"; error: string }
  | { type: "close" };

export const initialAuthModalState: AuthModalState = {
  show: false,
  mode: "login",
  email: "",
  name: "",
  codeFrom: "login",
  codeSentAt: 0,
  resent: false,
  error: null,
};

/**
 * A new code at most every 20 s: a second click while the mail is on its way is the usual slip,
 * and the sign-in limits (5 codes an hour per email) would soon refuse the next ones.
 */
export const RESEND_COOLDOWN_MS = 20_000;

/** Whole seconds before "Send a new code" may be used again (0: now), never more than the cooldown. */
export function resendWaitSeconds(state: AuthModalState, now: number): number {
  const seconds = Math.ceil((state.codeSentAt + RESEND_COOLDOWN_MS - now) / 1000);
  // A clock read before the code was sent (the countdown's last tick) still shows the full wait.
  return Math.min(RESEND_COOLDOWN_MS / 1000, Math.max(0, seconds));
}

export const AUTH_MODAL_TITLES: Record<AuthMode, string> = {
  login: "Log in",
  "sign-up": "Sign up",
  "email-confirm": "Verification",
};

/** Mode transitions and error clearing rules of docs/screens.md. */
export function authModalReducer(state: AuthModalState, action: AuthModalAction): AuthModalState {
  switch (action.type) {
    case "open":
      return { ...state, show: true, mode: action.mode, error: null };
    case "switch-mode":
      if (state.mode === "email-confirm") return state;
      return { ...state, mode: state.mode === "login" ? "sign-up" : "login", error: null };
    case "code-sent":
      return {
        ...state,
        mode: "email-confirm",
        email: action.email,
        name: action.name ?? state.name,
        codeFrom: action.from ?? (state.mode === "sign-up" ? "sign-up" : "login"),
        codeSentAt: action.at ?? Date.now(),
        resent: false,
        error: null,
      };
    case "code-resent":
      return state.mode === "email-confirm"
        ? { ...state, codeSentAt: action.at, resent: true, error: null }
        : state;
    case "use-another-email":
      return state.mode === "email-confirm" ? { ...state, mode: state.codeFrom, error: null } : state;
    case "verified":
      return { ...initialAuthModalState };
    case "failed":
      return state.show ? { ...state, error: action.error } : state;
    case "close":
      // The remembered email survives, so reopening "Log in" is prefilled.
      return { ...state, show: false, mode: "login", error: null };
  }
}
