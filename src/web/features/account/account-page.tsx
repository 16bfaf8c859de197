import "../../styles/account.css";
import { useState } from "react";
import { useAppContext } from "../../app/app-context";
import { PageSection } from "../../components/page-section";
import { AccountForm } from "./account-form";
import { ApiTokensSection } from "./api-tokens-section";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { SignInPrompt } from "./sign-in-prompt";

/** Profile, goals and notifications (docs/screens.md "Account settings"): registered users only. */
export function Component() {
  const { user, reloadUser } = useAppContext();
  const [deleting, setDeleting] = useState(false);
  const [deleted, setDeleted] = useState<string | null>(null);
  return (
    <PageSection title="Account settings" className="account-page">
      <div role="status">{deleted && <p className="alert alert-success">{deleted}</p>}</div>
      {user.isAnonymous ? (
        <SignInPrompt reason="Account settings are for registered users. Log in or sign up to keep your progress and settings." />
      ) : (
        <>
          <AccountForm user={user} onDeleteAccount={() => setDeleting(true)} />
          <ApiTokensSection user={user} />
          {deleting && (
            <DeleteAccountDialog
              user={user}
              onClose={() => setDeleting(false)}
              onDeleted={(message) => {
                setDeleting(false);
                setDeleted(message);
                // The session is gone: the app goes on as a new visitor.
                void reloadUser();
              }}
            />
          )}
        </>
      )}
    </PageSection>
  );
}
