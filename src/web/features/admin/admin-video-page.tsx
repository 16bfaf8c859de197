import { type ComponentProps, useMemo, useState } from "react";
import {
  type AdminVideo,
  CATALOG_ADMIN_TEXTS,
  VIDEO_LIST_PAGE_BUTTONS,
  VIDEO_LIST_PAGE_SIZE,
} from "../../../shared/contracts/catalog-admin";
import { VIDEO_LEVELS } from "../../../shared/domain/levels";
import { updateRequestOf, useAdminVideos, useUpdateVideo } from "./api/use-admin-videos";
import {
  AdminListPage,
  type ListSpec,
  ToolbarSearch,
  ToolbarSelect,
  useAdminList,
  useRowDialog,
} from "./components/list-view";
import { NeedsAttention } from "./videos/needs-attention";
import { videoColumns } from "./videos/video-columns";
import { VideoEditModal } from "./videos/video-edit-modal";
import {
  type FlagFilter,
  INITIAL_VIDEO_VIEW,
  isFiltered,
  VIDEO_LIST_URL,
  type VideoListView,
  viewVideos,
} from "./videos/video-list-rules";

const FLAG_CHOICES: readonly { value: FlagFilter; label: string }[] = [
  { value: "", label: "Any" },
  { value: "yes", label: "YES" },
  { value: "no", label: "no" },
];
const VIDEO_LIST: ListSpec<AdminVideo> = {
  noun: ["video", "videos"],
  caption: "Videos, newest first",
  rowId: (v) => v.id,
  pageSize: VIDEO_LIST_PAGE_SIZE,
  buttons: VIDEO_LIST_PAGE_BUTTONS,
};
const LEVEL_CHOICES = VIDEO_LEVELS.map((level) => ({ value: level, label: level }));

/** One select of the toolbar: its id ends with `name`; it filters by `field` of the view. */
interface ToolbarSelectSpec extends Pick<ComponentProps<typeof ToolbarSelect>, "label" | "all" | "options"> {
  name: string;
  field: Exclude<keyof VideoListView, "search">;
}

/** The video list (docs/screens.md): search and filters; premium and visible toggles; edit; transcript. */
export function Component() {
  const videos = useAdminVideos();
  const update = useUpdateVideo();
  const listState = useAdminList<VideoListView>(VIDEO_LIST_URL);
  const { view, changeView, bind, run } = listState;
  const editing = useRowDialog<AdminVideo>(listState, update.reset);
  const edit = editing.open;
  const [now] = useState(() => Date.now());

  const busyId = (update.isPending && update.variables?.videoId) || null;
  const columns = useMemo(
    () =>
      videoColumns(
        {
          busyId,
          toggle: (video, flag) => {
            run(
              () => update.mutateAsync(updateRequestOf(video, { [flag]: !video[flag] })),
              null,
              CATALOG_ADMIN_TEXTS.videoUpdateFailed,
            );
          },
          edit,
        },
        now,
      ),
    [busyId, update, run, now, edit],
  );

  const channels = useMemo(
    () =>
      Object.entries(videos.data?.channelId2ChannelName ?? {})
        .map(([value, label]) => ({ value, label }))
        .sort((a, b) => a.label.localeCompare(b.label)),
    [videos.data],
  );
  const rows = useMemo(() => viewVideos(videos.data?.videos ?? [], view), [videos.data, view]);

  const selects: readonly ToolbarSelectSpec[] = [
    { name: "level", field: "level", label: "Level", all: "All levels", options: LEVEL_CHOICES },
    { name: "channel", field: "channelId", label: "Channel", all: "All channels", options: channels },
    { name: "visible", field: "visible", label: "Visible", options: FLAG_CHOICES },
    { name: "premium", field: "premium", label: "Premium", options: FLAG_CHOICES },
  ];

  return (
    <AdminListPage
      title="Videos"
      list={VIDEO_LIST}
      state={listState}
      findLabel="Find videos"
      attention={<NeedsAttention videos={videos.data?.videos ?? []} edit={edit} />}
      filters={
        <>
          <ToolbarSearch
            id="video-search"
            label="Search by title"
            className="admin-toolbar-wide"
            {...bind("search")}
          />
          {selects.map(({ name, field, ...select }) => (
            <ToolbarSelect key={name} id={`video-filter-${name}`} {...select} {...bind(field)} />
          ))}
          {isFiltered(view) && (
            <button
              type="button"
              className="btn btn-sm btn-link admin-toolbar-check"
              onClick={() => changeView(INITIAL_VIDEO_VIEW)}
            >
              Clear filters
            </button>
          )}
        </>
      }
      query={videos}
      rows={rows}
      columns={columns}
    >
      {editing.render((video, dialog) => (
        <VideoEditModal video={video} {...dialog} />
      ))}
    </AdminListPage>
  );
}
