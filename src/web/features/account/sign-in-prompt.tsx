import { AuthButtons } from "../../components/auth-buttons";

/** Shown instead of a page that belongs to an account, to visitors who have not signed in. */
export function SignInPrompt({ reason }: { reason: string }) {
  return (
    <div className="learner-card sign-in-prompt">
      <p className="mb-3">{reason}</p>
      <div className="d-flex flex-wrap gap-2">
        <AuthButtons order={["logIn", "signUp"]} primary="logIn" />
      </div>
    </div>
  );
}
