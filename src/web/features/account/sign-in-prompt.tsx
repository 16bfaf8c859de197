import { useAppContext } from "../../app/app-context";
import { AuthButtons } from "../../components/auth-buttons";

/** Shown instead of a page that belongs to an account, to visitors who have not signed in. */
export function SignInPrompt({ reason }: { reason: string }) {
  const { openLogIn, openSignUp } = useAppContext();
  return (
    <div className="learner-card sign-in-prompt">
      <p className="mb-3">{reason}</p>
      <div className="d-flex flex-wrap gap-2">
        <AuthButtons order={["logIn", "signUp"]} primary="logIn" onLogIn={openLogIn} onSignUp={openSignUp} />
      </div>
    </div>
  );
}
