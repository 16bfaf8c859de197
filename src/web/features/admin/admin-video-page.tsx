import { useMemo, useState } from "react";
import {
  type AdminVideo,
  CATALOG_ADMIN_TEXTS,
  VIDEO_LIST_PAGE_BUTTONS,
  VIDEO_LIST_PAGE_SIZE,
} from "../../../shared/contracts/catalog-admin";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { updateRequestOf, useAdminVideos, useUpdateVideo } from "./api/use-admin-videos";
import { AdminNotice, useNotice } from "./components/admin-notice";
import { AdminTable } from "./components/admin-table";
import { Pagination } from "./components/pagination";
import { clampPage, pageCount, pageRows } from "./components/pagination-window";
import { QueryStatus } from "./components/query-status";
import { videoColumns } from "./videos/video-columns";
import { VideoEditModal } from "./videos/video-edit-modal";
import {
  type FlagFilter,
  INITIAL_VIDEO_VIEW,
  isFiltered,
  type VideoListView,
  viewVideos,
} from "./videos/video-list-rules";

const FLAG_CHOICES: readonly { value: FlagFilter; label: string }[] = [
  { value: "", label: "Any" },
  { value: "yes", label: "YES" },
  { value: "no", label: "no" },
];

/** The video list (docs/screens.md): search and filters; premium and visible toggles; edit; transcript. */
export function Component() {
  const videos = useAdminVideos();
  const update = useUpdateVideo();
  const { notice, succeed, fail, clear } = useNotice();
  const [view, setView] = useState<VideoListView>(INITIAL_VIDEO_VIEW);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<AdminVideo | null>(null);
  const [now] = useState(() => Date.now());

  const changeView = (patch: Partial<VideoListView>) => {
    setView((v) => ({ ...v, ...patch }));
    setPage(1);
  };

  const busyId = (update.isPending && update.variables?.videoId) || null;
  const columns = useMemo(
    () =>
      videoColumns(
        {
          busyId,
          toggle: (video, flag) => {
            clear();
            update
              .mutateAsync(updateRequestOf(video, { [flag]: !video[flag] }))
              .catch(() => fail(CATALOG_ADMIN_TEXTS.videoUpdateFailed));
          },
          edit: (video) => {
            clear();
            update.reset();
            setEditing(video);
          },
        },
        now,
      ),
    [busyId, update, fail, clear, now],
  );

  const channels = useMemo(
    () =>
      Object.entries(videos.data?.channelId2ChannelName ?? {})
        .map(([id, name]) => ({ id, name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [videos.data],
  );
  const rows = useMemo(() => viewVideos(videos.data?.videos ?? [], view), [videos.data, view]);
  const pages = pageCount(rows.length, VIDEO_LIST_PAGE_SIZE);
  const current = clampPage(page, pages);

  const flagFilter = (field: "visible" | "premium", label: string) => (
    <div>
      <label htmlFor={`video-filter-${field}`} className="form-label">
        {label}
      </label>
      <select
        id={`video-filter-${field}`}
        className="form-select form-select-sm"
        value={view[field]}
        onChange={(e) => changeView({ [field]: e.target.value as FlagFilter })}
      >
        {FLAG_CHOICES.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <section aria-labelledby="admin-videos-title">
      <div className="admin-heading">
        <h2 id="admin-videos-title" className="page-subtitle mb-0">
          Videos
        </h2>
      </div>
      <AdminNotice notice={notice} onClose={clear} />
      <search className="admin-toolbar" aria-label="Find videos">
        <div className="admin-toolbar-wide">
          <label htmlFor="video-search" className="form-label">
            Search by title
          </label>
          <input
            id="video-search"
            type="search"
            className="form-control form-control-sm"
            value={view.search}
            onChange={(e) => changeView({ search: e.target.value })}
          />
        </div>
        <div>
          <label htmlFor="video-filter-level" className="form-label">
            Level
          </label>
          <select
            id="video-filter-level"
            className="form-select form-select-sm"
            value={view.level}
            onChange={(e) => changeView({ level: e.target.value })}
          >
            <option value="">All levels</option>
            {VIDEO_LEVELS.map((level) => (
              <option key={level} value={level}>
                {level}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="video-filter-channel" className="form-label">
            Channel
          </label>
          <select
            id="video-filter-channel"
            className="form-select form-select-sm"
            value={view.channelId}
            onChange={(e) => changeView({ channelId: e.target.value })}
          >
            <option value="">All channels</option>
            {channels.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
        {flagFilter("visible", "Visible")}
        {flagFilter("premium", "Premium")}
        {isFiltered(view) && (
          <button
            type="button"
            className="btn btn-sm btn-link admin-toolbar-check"
            onClick={() => changeView(INITIAL_VIDEO_VIEW)}
          >
            Clear filters
          </button>
        )}
      </search>
      <QueryStatus query={videos} what="videos">
        <p className="admin-count" role="status">
          {rows.length === 1 ? "1 video" : `${rows.length} videos`}
        </p>
        {rows.length > 0 && (
          <AdminTable
            caption="Videos, newest first"
            columns={columns}
            rows={pageRows(rows, current, VIDEO_LIST_PAGE_SIZE)}
            rowId={(v) => v.id}
          />
        )}
        <Pagination
          label="videos"
          page={current}
          pages={pages}
          buttons={VIDEO_LIST_PAGE_BUTTONS}
          onPage={setPage}
        />
      </QueryStatus>
      {editing && (
        <VideoEditModal
          video={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            succeed("Video updated.");
          }}
        />
      )}
    </section>
  );
}
