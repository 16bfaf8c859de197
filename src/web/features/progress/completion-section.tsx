import "../../styles/bootstrap/progress.scss";
import "./completion-and-statistics.css";
import { useId, useState } from "react";
import type { CompletionGroup } from "../../../shared/contracts/completion";
import { Link } from "../../lib/router/link";
import { useCompletion } from "./api/use-completion";
import {
  almostDone,
  browseLinkOf,
  COMPLETION_KINDS,
  type CompletionKind,
  completionPercent,
  completionText,
} from "./completion-layout";
import { ProgressBlock } from "./progress-block";

function CompletionRow({ group }: { group: CompletionGroup }) {
  const text = completionText(group);
  const percent = completionPercent(group);
  return (
    <li className="completion-row">
      <div className="completion-row-head">
        <span className="completion-name">{group.name}</span>
        <span className="completion-figures">{text}</span>
      </div>
      <div
        className="progress completion-bar"
        role="progressbar"
        aria-label={group.name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <div className="progress-bar" style={{ width: `${percent}%` }} />
      </div>
    </li>
  );
}

/** A catalog may have a hundred topics or channels: the list starts with this many. */
const ROWS_AT_FIRST = 10;
const KIND_CHOICES = COMPLETION_KINDS.map((k) => ({ value: k.key, label: `By ${k.label.toLowerCase()}` }));

const KIND_NAMES: Record<CompletionKind, string> = { levels: "level", topics: "topic", channels: "channel" };

/**
 * How much of the catalog the learner has covered, per level, topic or channel, and what is almost
 * done (docs/progress.md "Completion").
 */
export function CompletionSection({ userId }: { userId: string }) {
  const query = useCompletion(userId);
  const [kind, setKind] = useState<CompletionKind>("levels");
  const [showAll, setShowAll] = useState(false);
  const ids = useId();
  const completion = query.data;
  const groups = completion?.[kind] ?? [];
  const nearlyDone = completion ? almostDone(completion) : [];
  const label = COMPLETION_KINDS.find((k) => k.key === kind)?.label ?? "Level";

  return (
    <ProgressBlock
      title="Completion"
      choice={{
        label: "Completion by",
        value: kind,
        options: KIND_CHOICES,
        onChange: setKind,
      }}
    >
      {query.isError && <p className="text-danger">Could not load your completion: {query.error.message}</p>}
      {!completion && !query.isError && (
        <div className="py-2 text-center">
          <span
            className="spinner-border spinner-border-sm"
            role="status"
            aria-label="Loading your completion"
          />
        </div>
      )}
      {completion && groups.length === 0 && <p className="text-muted mb-0">No videos to count yet.</p>}
      {groups.length > 0 && (
        <ul
          id={`${ids}-list`}
          className="completion-list"
          aria-label={`Completion by ${label.toLowerCase()}`}
          data-testid={`completion-${kind}`}
        >
          {(showAll ? groups : groups.slice(0, ROWS_AT_FIRST)).map((group) => (
            <CompletionRow key={group.name} group={group} />
          ))}
        </ul>
      )}
      {groups.length > ROWS_AT_FIRST && (
        <button
          type="button"
          className="btn btn-link btn-sm px-0"
          aria-expanded={showAll}
          aria-controls={`${ids}-list`}
          onClick={() => setShowAll(!showAll)}
        >
          {showAll ? "Show fewer" : `Show all ${groups.length}`}
        </button>
      )}
      {completion && (
        <div className="completion-almost">
          <h4 className="completion-almost-title">Almost done</h4>
          {nearlyDone.length === 0 ? (
            <p className="text-muted mb-0">
              A level, topic or channel shows here once you have watched 80% of its videos.
            </p>
          ) : (
            <ul className="completion-almost-list">
              {nearlyDone.map(({ kind: k, group, left }) => (
                <li key={`${k}:${group.name}`}>
                  <Link to={browseLinkOf(k, group.name)}>{group.name}</Link>{" "}
                  <span className="text-muted">
                    ({KIND_NAMES[k]}) · {left} video{left === 1 ? "" : "s"} left
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </ProgressBlock>
  );
}
