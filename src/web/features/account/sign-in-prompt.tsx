import { useAppContext } from "../../app/app-context";

/** Shown instead of a page that belongs to an account, to visitors who have not signed in. */
export function SignInPrompt({ reason }: { reason: string }) {
  const { openLogIn, openSignUp } = useAppContext();
  return (
    <div className="learner-card sign-in-prompt">
      <p className="mb-3">{reason}</p>
      <div className="d-flex flex-wrap gap-2">
        <button type="button" className="btn btn-primary" onClick={openLogIn}>
          Log in
        </button>
        <button type="button" className="btn btn-outline-primary" onClick={openSignUp}>
          Sign up
        </button>
      </div>
    </div>
  );
}
