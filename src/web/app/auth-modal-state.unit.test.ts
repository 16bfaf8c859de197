import { describe, expect, it } from "vitest";
import {
  type AuthModalAction,
  type AuthModalState,
  authModalReducer,
  initialAuthModalState,
  RESEND_COOLDOWN_MS,
  resendWaitSeconds,
} from "./auth-modal-state";

const run = (actions: AuthModalAction[], from: AuthModalState = initialAuthModalState) =>
  actions.reduce(authModalReducer, from);

describe("auth modal state", () => {
  it("starts closed in login mode", () => {
    expect(initialAuthModalState).toMatchObject({ show: false, mode: "login", email: "", error: null });
  });

  it("opens in the mode asked for", () => {
    expect(run([{ type: "open", mode: "sign-up" }])).toMatchObject({ show: true, mode: "sign-up" });
    expect(run([{ type: "open", mode: "login" }])).toMatchObject({ show: true, mode: "login" });
  });

  it("goes from login to email-confirm after the code is sent, remembering the email", () => {
    const state = run([
      { type: "open", mode: "login" },
      { type: "code-sent", email: "ann@example.com" },
    ]);
    expect(state).toMatchObject({ show: true, mode: "email-confirm", email: "ann@example.com", error: null });
  });

  it("goes from sign-up to email-confirm after registering", () => {
    const state = run([
      { type: "open", mode: "sign-up" },
      { type: "code-sent", email: "bo@example.com" },
    ]);
    expect(state).toMatchObject({ mode: "email-confirm", email: "bo@example.com" });
  });

  it("closes and resets to login after a verified code", () => {
    const state = run([
      { type: "open", mode: "sign-up" },
      { type: "code-sent", email: "bo@example.com" },
      { type: "verified" },
    ]);
    expect(state).toMatchObject({ show: false, mode: "login", error: null });
  });

  it("toggles login and sign-up with the switch link, clearing the error", () => {
    const failed = run([
      { type: "open", mode: "login" },
      { type: "failed", error: "No account with this email. Sign up first." },
    ]);
    expect(failed.error).toBe("No account with this email. Sign up first.");
    const switched = authModalReducer(failed, { type: "switch-mode" });
    expect(switched).toMatchObject({ mode: "sign-up", error: null });
    expect(authModalReducer(switched, { type: "switch-mode" }).mode).toBe("login");
  });

  it("keeps the verification step when a switch arrives there", () => {
    const confirm = run([
      { type: "open", mode: "login" },
      { type: "code-sent", email: "a@b.c" },
    ]);
    expect(authModalReducer(confirm, { type: "switch-mode" })).toBe(confirm);
  });

  it("clears the error when the next step succeeds", () => {
    const state = run([
      { type: "open", mode: "login" },
      { type: "failed", error: "Too many requests." },
      { type: "code-sent", email: "a@b.c" },
    ]);
    expect(state.error).toBeNull();
  });

  it("resets to login without an error when closed, whatever the mode", () => {
    const state = run([
      { type: "open", mode: "sign-up" },
      { type: "code-sent", email: "a@b.c" },
      { type: "failed", error: "That code is wrong." },
      { type: "close" },
    ]);
    expect(state).toMatchObject({ show: false, mode: "login", error: null, email: "a@b.c" });
  });

  it("goes back to the step the code came from with 'Use another email', keeping name and email", () => {
    const fromSignUp = run([
      { type: "open", mode: "sign-up" },
      { type: "code-sent", email: "typo@exmaple.com", name: "Аня", from: "sign-up", at: 1000 },
      { type: "failed", error: "Wrong code. Check the email we sent you and try again." },
      { type: "use-another-email" },
    ]);
    expect(fromSignUp).toMatchObject({
      show: true,
      mode: "sign-up",
      email: "typo@exmaple.com",
      name: "Аня",
      error: null,
    });
    const fromLogin = run([
      { type: "open", mode: "login" },
      { type: "code-sent", email: "a@b.c", from: "login", at: 1000 },
      { type: "use-another-email" },
    ]);
    expect(fromLogin.mode).toBe("login");
  });

  it("'Send a new code' waits for a cooldown after each code, counting down in whole seconds", () => {
    const sent = run([
      { type: "open", mode: "login" },
      { type: "code-sent", email: "a@b.c", from: "login", at: 10_000 },
    ]);
    expect(resendWaitSeconds(sent, 10_000)).toBe(RESEND_COOLDOWN_MS / 1000);
    expect(resendWaitSeconds(sent, 10_000 + RESEND_COOLDOWN_MS - 1500)).toBe(2);
    expect(resendWaitSeconds(sent, 10_000 + RESEND_COOLDOWN_MS)).toBe(0);
    const failed = authModalReducer(sent, {
      type: "failed",
      error: "Too many codes were requested for this email.",
    });
    const resent = authModalReducer(failed, { type: "code-resent", at: 50_000 });
    expect(resent).toMatchObject({ mode: "email-confirm", error: null, codeSentAt: 50_000, resent: true });
    expect(resendWaitSeconds(resent, 50_000)).toBe(RESEND_COOLDOWN_MS / 1000);
    // The countdown's clock from before the new code: the full wait, not more.
    expect(resendWaitSeconds(resent, 20_000)).toBe(RESEND_COOLDOWN_MS / 1000);
  });

  it("ignores a failure that arrives after the modal closed", () => {
    const closed = run([{ type: "open", mode: "login" }, { type: "close" }]);
    expect(authModalReducer(closed, { type: "failed", error: "late" })).toBe(closed);
  });
});
