import "../../styles/account.css";
import { useAppContext } from "../../app/app-context";
import { AccountForm } from "./account-form";
import { ApiTokensSection } from "./api-tokens-section";
import { SignInPrompt } from "./sign-in-prompt";

/** Profile, goals and notifications (docs/screens.md "Account settings"): registered users only. */
export function Component() {
  const { user } = useAppContext();
  return (
    <section className="page account-page" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Account settings
      </h1>
      {user.isAnonymous ? (
        <SignInPrompt reason="Account settings are for registered users. Log in or sign up to keep your progress and settings." />
      ) : (
        <>
          <AccountForm user={user} />
          <ApiTokensSection user={user} />
        </>
      )}
    </section>
  );
}
