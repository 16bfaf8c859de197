import { z } from "zod";
import { FEEDBACK_FIELDS } from "../../../shared/contracts/feedback";
import {
  FEEDBACK_FILTERS,
  type FeedbackFilter,
  type FeedbackItem,
} from "../../../shared/contracts/feedback-admin";
import { countOf } from "../../../shared/domain/counts";
import { useUrlState } from "../../lib/router/location";
import { PAGE_PARAM, zodUrlCodec } from "../../lib/zod-url-codec";
import { FEEDBACK_QUESTIONS } from "../feedback/index";
import { useExportFeedback, useFeedbackList, useMarkFeedback } from "./api/use-feedback";
import { AdminNotice, useNotice } from "./components/admin-notice";
import { AdminSection } from "./components/admin-section";
import { AdminTime } from "./components/admin-time";
import { Pagination } from "./components/pagination";
import { QueryStatus } from "./components/query-status";

const FILTER_LABELS: Record<FeedbackFilter, string> = {
  unhandled: "Not handled",
  handled: "Handled",
  all: "All",
};

/** What the list shows and its page, in the URL (`/admin/feedback?status=all&page=2`, docs/admin.md "Lists"). */
const FEEDBACK_LIST_URL = zodUrlCodec(
  z.object({ status: z.enum(FEEDBACK_FILTERS).catch("unhandled"), page: PAGE_PARAM }),
);

/** Feedback (docs/admin.md "Feedback"): what learners wrote, newest first; mark handled, export. */
export function Component() {
  const { value: list, update } = useUrlState(FEEDBACK_LIST_URL);
  const { status, page } = list;
  const setPage = (next: number) => update((current) => ({ ...current, page: next }));
  const query = useFeedbackList(status, page);
  const mark = useMarkFeedback();
  const exportCsv = useExportFeedback();
  const { notice, succeed, fail, clear } = useNotice();
  const data = query.data;

  const toggle = (item: FeedbackItem) => {
    clear();
    mark.mutate(
      { ids: [item.id], handled: item.handledAt === null },
      { onSuccess: (answer) => succeed(answer.message), onError: (error) => fail(error.message) },
    );
  };

  return (
    <AdminSection title="Feedback">
      <AdminNotice notice={notice} onClose={clear} />
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <fieldset className="btn-group btn-group-sm" aria-label="Show">
          {FEEDBACK_FILTERS.map((filter) => (
            <label
              key={filter}
              className={`btn ${filter === status ? "btn-primary" : "btn-outline-primary"}`}
            >
              <input
                type="radio"
                className="visually-hidden"
                name="feedback-filter"
                value={filter}
                checked={filter === status}
                onChange={() => update(() => ({ status: filter, page: 1 }))}
              />
              {FILTER_LABELS[filter]}
            </label>
          ))}
        </fieldset>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          disabled={exportCsv.isPending}
          onClick={() => {
            clear();
            exportCsv.mutate(undefined, {
              onError: (error) => fail(`Failed to export feedback. ${error.message}`),
            });
          }}
        >
          Export CSV
        </button>
      </div>
      <QueryStatus query={query} what="feedback">
        {data && (
          <>
            <p className="text-body-secondary">
              {countOf(data.total, "submission")}; {data.unhandled} not handled yet.
            </p>
            {data.feedback.length === 0 ? (
              <p className="text-body-secondary">Nothing here.</p>
            ) : (
              <ol className="list-unstyled feedback-list">
                {data.feedback.map((item) => (
                  <li key={item.id}>
                    <FeedbackCard
                      item={item}
                      busy={mark.isPending && mark.variables?.ids[0] === item.id}
                      onToggle={toggle}
                    />
                  </li>
                ))}
              </ol>
            )}
            <Pagination
              label="feedback"
              page={data.page}
              pages={Math.ceil(data.total / data.pageSize)}
              buttons={5}
              onPage={setPage}
            />
          </>
        )}
      </QueryStatus>
    </AdminSection>
  );
}

function FeedbackCard({
  item,
  busy,
  onToggle,
}: {
  item: FeedbackItem;
  busy: boolean;
  onToggle: (item: FeedbackItem) => void;
}) {
  const titleId = `feedback-${item.id}`;
  return (
    <article className="card mb-3" aria-labelledby={titleId}>
      <div className="card-header d-flex flex-wrap align-items-center gap-2">
        <h3 id={titleId} className="h6 mb-0 me-auto">
          {item.author ? `${item.author.name || item.author.email} (${item.author.email})` : "A visitor"},{" "}
          <AdminTime at={item.createdAt} />
        </h3>
        {item.handledAt && (
          <span className="badge text-bg-success">
            Handled{item.handledBy ? ` by ${item.handledBy}` : ""}
          </span>
        )}
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={busy}
          onClick={() => onToggle(item)}
        >
          {item.handledAt ? "Mark not handled" : "Mark handled"}
        </button>
      </div>
      <dl className="card-body mb-0">
        {FEEDBACK_FIELDS.filter((field) => item[field] !== "").map((field) => (
          <div key={field} className="mb-2">
            <dt>{FEEDBACK_QUESTIONS[field].label}</dt>
            <dd className="mb-0 feedback-answer">{item[field]}</dd>
          </div>
        ))}
      </dl>
    </article>
  );
}
