import "../../styles/account.css";
import { useForm } from "react-hook-form";
import { FEEDBACK_FIELDS, type FeedbackRequest } from "../../../shared/contracts/feedback";
import { BusyButton } from "../../components/busy-button";
import { PageSection } from "../../components/page-section";
import { useSubmitFeedback } from "./api/use-submit-feedback";
import { FEEDBACK_QUESTIONS, PLANNED_FEATURES } from "./feedback-questions";

const EMPTY_FEEDBACK: FeedbackRequest = {
  experience: "",
  easeOfUse: "",
  design: "",
  contentQuality: "",
  performance: "",
  suggestion: "",
  comments: "",
};

/** The beta testers' feedback form (docs/screens.md "Feedback", "Messages"). */
export function Component() {
  const { register, handleSubmit, reset } = useForm<FeedbackRequest>({ defaultValues: EMPTY_FEEDBACK });
  const submit = useSubmitFeedback();
  const sending = submit.isPending;

  const onSubmit = handleSubmit((values) =>
    submit.mutate(values, { onSuccess: () => reset(EMPTY_FEEDBACK) }),
  );

  return (
    <PageSection title="Feedback" className="learner-page-wide">
      {/* Desktop only (docs/screens.md): on a phone the form itself comes first. */}
      <div className="d-none d-md-block feedback-intro">
        <p>
          Ponyatno is in <strong>beta</strong>: it works, and it is still changing every week. Your answers
          decide what we build next. Fill in any of the fields below; none is required.
        </p>
        <p className="mb-1">Planned features:</p>
        <ul>
          {PLANNED_FEATURES.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
      </div>

      <form className="learner-card" onSubmit={onSubmit} noValidate aria-busy={sending}>
        {FEEDBACK_FIELDS.map((field) => (
          <div className="mb-3" key={field}>
            <label htmlFor={`feedback-${field}`} className="form-label">
              {FEEDBACK_QUESTIONS[field].label}
            </label>
            <div id={`feedback-${field}-prompt`} className="form-text mt-0 mb-1">
              {FEEDBACK_QUESTIONS[field].prompt}
            </div>
            <textarea
              id={`feedback-${field}`}
              className="form-control"
              rows={3}
              aria-describedby={`feedback-${field}-prompt`}
              {...register(field)}
            />
          </div>
        ))}
        <BusyButton busy={sending}>Submit Feedback</BusyButton>
        {(submit.isSuccess || submit.isError) && (
          <div
            className={`alert mt-3 mb-0 ${submit.isSuccess ? "alert-success" : "alert-danger"}`}
            role="alert"
          >
            {submit.isSuccess
              ? "Thank you for your feedback!"
              : `Failed to submit feedback: ${submit.error?.message}`}
          </div>
        )}
      </form>
    </PageSection>
  );
}
