import { useId, useState } from "react";
import {
  ASSESSMENT_NOTE_MAX,
  ASSESSMENT_SKILLS,
  type Assessment,
} from "../../../shared/contracts/assessments";
import { useAppContext } from "../../app/app-context";
import { CallFailure } from "../../components/call-failure";
import { ColumnHeads } from "../../components/column-heads";
import { LabelledField } from "../../components/labelled-field";
import { useAddAssessment, useAssessments } from "./api/use-assessments";
import { LineChart } from "./line-chart";
import { ProgressBlock } from "./progress-block";

const SKILL_LABELS = {
  listening: "Listening",
  speaking: "Speaking",
  reading: "Reading",
} as const;

const RATINGS = [1, 2, 3, 4, 5] as const;

const ASSESSMENT_COLUMNS = [
  "Hours of input",
  "Understanding",
  ...ASSESSMENT_SKILLS.map((skill) => SKILL_LABELS[skill]),
];

/** Understanding over hours of input: a line on a plain SVG, described by the table beside it. */
function UnderstandingChart({ assessments }: { assessments: Assessment[] }) {
  const maxHours = Math.max(1, ...assessments.map((a) => a.inputSeconds / 3600));
  return (
    <LineChart
      points={assessments.map((a) => ({ key: a.id, x: a.inputSeconds / 3600, y: a.understanding }))}
      xMax={maxHours}
      yMax={100}
      xMaxLabel={`${Math.round(maxHours)} h`}
      yMaxLabel="100%"
      label="Understanding over hours of input (the table below holds the same figures)"
    />
  );
}

/** Self-assessments (docs/progress.md "Self-assessments"): the form, and the answers over hours. */
export function AssessmentsSection() {
  const { user } = useAppContext();
  const id = useId();
  const assessments = useAssessments(user.id);
  const add = useAddAssessment(user.id);
  const [understanding, setUnderstanding] = useState(50);
  const [ratings, setRatings] = useState({ listening: 3, speaking: 3, reading: 3 });
  const [note, setNote] = useState("");
  const list = assessments.data?.assessments ?? [];

  return (
    <ProgressBlock title="Self-assessment">
      <p className="form-text mt-0">
        Every so often, rate yourself: your answers are kept with your hours of input at that moment, so you
        can see how they grow together.
      </p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add.mutate({ understanding, ...ratings, note }, { onSuccess: () => setNote("") });
        }}
      >
        <label htmlFor={`${id}-understanding`} className="form-label">
          How much of a video at my level I understand: {understanding}%
        </label>
        <input
          id={`${id}-understanding`}
          type="range"
          className="form-range"
          min={0}
          max={100}
          step={5}
          value={understanding}
          onChange={(event) => setUnderstanding(Number(event.target.value))}
        />
        {ASSESSMENT_SKILLS.map((skill) => (
          <fieldset key={skill} className="mb-2">
            <legend className="form-label fs-6 mb-1">
              How comfortable I am {SKILL_LABELS[skill].toLowerCase()} (1 not at all, 5 very)
            </legend>
            <div className="d-flex gap-3">
              {RATINGS.map((value) => (
                <div className="form-check form-check-inline m-0" key={value}>
                  <input
                    id={`${id}-${skill}-${value}`}
                    type="radio"
                    className="form-check-input"
                    name={`${id}-${skill}`}
                    checked={ratings[skill] === value}
                    onChange={() => setRatings((r) => ({ ...r, [skill]: value }))}
                  />
                  <label htmlFor={`${id}-${skill}-${value}`} className="form-check-label">
                    {value}
                  </label>
                </div>
              ))}
            </div>
          </fieldset>
        ))}
        <LabelledField
          id={`${id}-note`}
          label="Note (optional)"
          spacing="mb-2"
          rows={2}
          maxLength={ASSESSMENT_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
        <CallFailure error={add.error} className="text-danger small" />
        <div role="status">
          {add.isSuccess && <p className="text-success small mb-2">Assessment saved.</p>}
        </div>
        <button type="submit" className="btn btn-primary btn-sm" disabled={add.isPending}>
          Save assessment
        </button>
      </form>
      {list.length > 0 && (
        <div className="mt-3">
          <UnderstandingChart assessments={list} />
          <table className="table table-sm mt-2">
            <caption>Your self-assessments, oldest first</caption>
            <ColumnHeads columns={ASSESSMENT_COLUMNS} />
            <tbody>
              {list.map((a) => (
                <tr key={a.id}>
                  <td>{(a.inputSeconds / 3600).toFixed(1)}</td>
                  <td>{a.understanding}%</td>
                  {ASSESSMENT_SKILLS.map((skill) => (
                    <td key={skill}>{a[skill]}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ProgressBlock>
  );
}
