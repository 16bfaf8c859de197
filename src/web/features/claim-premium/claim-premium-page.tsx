import "../../styles/account.css";
import { type FormEvent, useId, useState } from "react";
import { z } from "zod";
import { premiumRoutes } from "../../../shared/contracts/premium";
import { useAppContext } from "../../app/app-context";
import { usePageTitle } from "../../components/use-page-title";
import { apiRequest } from "../../lib/api";
import { SignInPrompt } from "../account/sign-in-prompt";
import { type ClaimStatus, checkClaimEmail, requestFailedStatus, statusOfAnswer } from "./claim-status";

// Read the message as any text: one the contract does not know yet is "unknown", not a failed request.
const claimAnswerSchema = z.object({ message: z.string() });

/** Claim premium with the email of one's Patreon account (SPEC.md §2 Claim Premium, §8). */
export function Component() {
  usePageTitle("Claim Premium");
  const { user } = useAppContext();
  const [email, setEmail] = useState("");
  const [sending, setSending] = useState(false);
  const [status, setStatus] = useState<ClaimStatus | null>(null);
  const fieldId = useId();
  const statusId = `${fieldId}-status`;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = checkClaimEmail(email);
    if (invalid) {
      setStatus(invalid);
      return;
    }
    setSending(true);
    setStatus(null);
    try {
      const answer = await apiRequest(premiumRoutes.claim, claimAnswerSchema, {
        body: { email: email.trim() },
      });
      setStatus(statusOfAnswer(answer.message));
    } catch {
      setStatus(requestFailedStatus);
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="page learner-page-wide" aria-labelledby="page-title">
      <h1 id="page-title" className="page-title">
        Claim Premium
      </h1>
      {user.isAnonymous ? (
        <SignInPrompt reason="Log in or sign up to claim Premium: it is added to your account." />
      ) : (
        <form className="learner-card" onSubmit={onSubmit} aria-busy={sending}>
          <p>
            Patrons on Patreon (tier 5$+) get Premium. Tell us the email of your Patreon account and we will
            check your membership.
          </p>
          <div className="mb-3">
            <label htmlFor={fieldId} className="form-label">
              Email of your membership-provider account*
            </label>
            {/* No `required`: an empty field gets our own sentence; the browser still checks the format. */}
            <input
              id={fieldId}
              type="email"
              className="form-control"
              autoComplete="email"
              aria-required="true"
              aria-describedby={status ? statusId : undefined}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
            Submit
            {sending && <span className="visually-hidden"> (sending…)</span>}
          </button>
          <p
            id={statusId}
            className={`claim-status mt-3 mb-0 ${status ? `text-${status.tone}` : ""}`}
            role="status"
          >
            {status?.text}
          </p>
        </form>
      )}
    </section>
  );
}
