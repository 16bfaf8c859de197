import { AuthButtons } from "../components/auth-buttons";
export const ANONYMOUS_BANNER_TEXT = "Sign up now to not lose your progress.";

/** Anonymous visitors collect watch time too; this invites them to keep it. */
export function AnonymousBanner() {
  return (
    <aside className="anonymous-banner" aria-label="Your progress">
      <p className="anonymous-banner-text">{ANONYMOUS_BANNER_TEXT}</p>
      <div className="anonymous-banner-actions">
        <AuthButtons order={["signUp", "logIn"]} primary="signUp" small />
      </div>
    </aside>
  );
}
