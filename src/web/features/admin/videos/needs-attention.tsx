import type { AdminVideo } from "../../../../shared/contracts/catalog-admin";
import type { DraftField } from "../../../../shared/domain/video-draft";

/** How the list names what a draft lacks. */
const MISSING_LABELS: Record<DraftField, string> = { length: "length", level: "level" };

/** "length and level": what a draft lacks, in words. */
export function missingText(missing: readonly DraftField[]): string {
  return missing.map((field) => MISSING_LABELS[field]).join(" and ");
}

/**
 * "Needs attention" (docs/admin.md): the planner's drafts, kept from learners until an admin's
 * edit, or a later planner row, gives what each lacks. Nothing is shown when there is none.
 */
export function NeedsAttention({
  videos,
  edit,
}: {
  videos: readonly AdminVideo[];
  edit: (video: AdminVideo) => void;
}) {
  const drafts = videos.filter((video) => video.missing.length > 0);
  if (drafts.length === 0) return null;
  return (
    <section aria-labelledby="admin-videos-attention" className="alert alert-warning">
      <h3 id="admin-videos-attention" className="h6">
        Needs attention
      </h3>
      <p className="mb-2">
        {drafts.length === 1 ? "This video is a draft" : `These ${drafts.length} videos are drafts`}: learners
        do not see {drafts.length === 1 ? "it" : "them"} until what is missing is filled in (edit, or upload a
        planner that has it).
      </p>
      <ul className="mb-0">
        {drafts.map((video) => (
          <li key={video.id}>
            <span className="admin-cell-wrap">{video.title}</span>: missing {missingText(video.missing)}{" "}
            <button
              type="button"
              className="btn btn-sm btn-link align-baseline p-0"
              onClick={() => edit(video)}
              aria-label={`Edit “${video.title}”`}
            >
              Edit
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
