import "../../styles/account.css";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { useAppContext } from "../../app/app-context";
import { BusyButton } from "../../components/busy-button";
import { PageSection } from "../../components/page-section";
import { SignInPrompt } from "../account/index";
import { useClaimPremium } from "./api/use-claim-premium";
import { type ClaimStatus, checkClaimEmail, requestFailedStatus, statusOfAnswer } from "./claim-status";

/** Claim premium with the email of one's Patreon account (docs/screens.md "Claim premium", "Messages"). */
export function Component() {
  const { user } = useAppContext();
  const claim = useClaimPremium();
  const { register, handleSubmit } = useForm<{ email: string }>({ defaultValues: { email: "" } });
  // The empty-field sentence is the form's own; the other statuses come from the call.
  const [invalid, setInvalid] = useState<ClaimStatus | null>(null);
  const fieldId = useId();
  const statusId = `${fieldId}-status`;
  const sending = claim.isPending;

  const onSubmit = handleSubmit(({ email }) => {
    const problem = checkClaimEmail(email);
    setInvalid(problem);
    if (problem) {
      claim.reset();
      return;
    }
    claim.mutate(email.trim());
  });

  let status: ClaimStatus | null = invalid;
  if (claim.isSuccess) status = statusOfAnswer(claim.data.message);
  if (claim.isError) status = requestFailedStatus;

  return (
    <PageSection title="Claim Premium" className="learner-page-wide">
      {user.isAnonymous ? (
        <SignInPrompt reason="Log in or sign up to claim Premium: it is added to your account." />
      ) : (
        <form className="learner-card" onSubmit={onSubmit} aria-busy={sending}>
          <p>
            Patrons on Patreon (tier $5+) get Premium. Tell us the email of your Patreon account and we will
            check your membership.
          </p>
          <div className="mb-3">
            <label htmlFor={fieldId} className="form-label">
              Email of your Patreon account*
            </label>
            {/* No `required`: an empty field gets our own sentence; the browser still checks the format. */}
            <input
              id={fieldId}
              type="email"
              className="form-control"
              autoComplete="email"
              aria-required="true"
              aria-describedby={status ? statusId : undefined}
              {...register("email")}
            />
          </div>
          <BusyButton busy={sending}>
            Submit
            {sending && <span className="visually-hidden"> (sending…)</span>}
          </BusyButton>
          <p
            id={statusId}
            className={`claim-status mt-3 mb-0 ${status ? `text-${status.tone}` : ""}`}
            role="status"
          >
            {status?.text}
          </p>
        </form>
      )}
    </PageSection>
  );
}
