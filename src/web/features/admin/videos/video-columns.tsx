import { type AdminVideo, catalogAdminRoutes } from "../../../../shared/contracts/catalog-admin";
import { formatDay, formatSeconds } from "../../../../shared/domain/time-format";
import { Link } from "../../../lib/router/link";
import { type AdminColumns, adminColumnHelper } from "../components/admin-table";
import { RowAction } from "../components/row-action";
import { YesNoToggle } from "../components/yes-no-toggle";

export interface VideoRowActions {
  /** The id of the video whose change is under way: its controls wait. */
  busyId: string | null;
  toggle: (video: AdminVideo, flag: "premium" | "visible") => void;
  edit: (video: AdminVideo) => void;
}

const column = adminColumnHelper<AdminVideo>();

/** An uploaded file's transcode (docs/admin.md "Our own videos"); nothing once it plays. */
function VideoFileState({ video }: { video: AdminVideo }) {
  const file = video.videoFile;
  if (!file || file.state === "ready") return null;
  if (file.state === "failed")
    return <div className="text-danger small">Video file failed: {file.error ?? "unknown reason"}</div>;
  return (
    <div className="small text-body-secondary">
      {file.state === "queued" ? "Video file queued" : `Transcoding the video file: ${file.progress}%`}
    </div>
  );
}

/** The video list's columns: premium and visible as YES/no toggles (docs/screens.md), the transcript, edit. */
export function videoColumns(actions: VideoRowActions, now: number): AdminColumns<AdminVideo> {
  return [
    column.accessor("title", {
      header: "Title",
      cell: ({ row: { original: video } }) => (
        <>
          <Link to={`/watch/${encodeURIComponent(video.id)}`} className="admin-cell-wrap">
            {video.title}
          </Link>
          <VideoFileState video={video} />
        </>
      ),
    }),
    column.accessor("level", { header: "Level" }),
    column.accessor("channelName", { header: "Channel" }),
    column.accessor("uploadDate", {
      header: "Date",
      cell: (c) => {
        const ms = Date.parse(c.getValue());
        if (Number.isNaN(ms)) return c.getValue();
        return (
          <span className="text-nowrap">
            {formatDay(c.getValue())}
            {ms > now && <span className="badge text-bg-info ms-1">Scheduled</span>}
          </span>
        );
      },
    }),
    column.accessor("duration", { header: "Duration", cell: (c) => formatSeconds(c.getValue()) }),
    ...(["premium", "visible"] as const).map((flag) =>
      column.accessor(flag, {
        header: flag === "premium" ? "Premium" : "Visible",
        cell: (c) => (
          <YesNoToggle
            value={c.getValue()}
            label={`${flag === "premium" ? "Premium" : "Visible"}: ${c.row.original.title}`}
            disabled={actions.busyId === c.row.original.id}
            onToggle={() => actions.toggle(c.row.original, flag)}
          />
        ),
      }),
    ),
    column.display({
      id: "transcript",
      header: "Transcript",
      cell: ({ row: { original: video } }) =>
        video.hasSubtitles ? (
          <a
            href={catalogAdminRoutes.videoTranscript(video.id)}
            download={`${video.id}.vtt`}
            aria-label={`Download the transcript of ${video.title} (.vtt)`}
          >
            .vtt
          </a>
        ) : (
          <span className="text-body-secondary">—</span>
        ),
    }),
    column.display({
      id: "actions",
      header: "Actions",
      cell: ({ row: { original: video } }) => (
        <RowAction
          tone="primary"
          label={`Edit ${video.title}`}
          disabled={actions.busyId === video.id}
          onClick={() => actions.edit(video)}
        >
          Edit
        </RowAction>
      ),
    }),
  ];
}
