import { type DragEvent, type FormEvent, useEffect, useId, useState } from "react";
import { SERIES_DESCRIPTION_MAX, SERIES_TITLE_MAX } from "../../../shared/contracts/series";
import { MoveButtons, moved } from "../../components/move-buttons";
import { useAdminVideos } from "./api/use-admin-videos";
import {
  useAdminSeries,
  useAdminSeriesList,
  useCreateSeries,
  useDeleteSeries,
  useUpdateSeries,
} from "./api/use-series-admin";
import { AdminNotice, useNotice } from "./components/admin-notice";
import { AdminSection } from "./components/admin-section";
import { QueryStatus } from "./components/query-status";
import { RowAction } from "./components/row-action";

interface Episode {
  id: string;
  title: string;
}

interface TextBoxProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  /** A description: several lines, and its longer limit. */
  multiline?: boolean;
  /** The wrapper's class. */
  className?: string;
}

/** A labelled text field of the series forms: a title (one line) or a description. */
function TextBox({ id, label, value, onChange, required, multiline, className }: TextBoxProps) {
  const field = {
    id,
    className: "form-control",
    value,
    required,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {multiline ? (
        <textarea maxLength={SERIES_DESCRIPTION_MAX} {...field} />
      ) : (
        <input maxLength={SERIES_TITLE_MAX} {...field} />
      )}
    </div>
  );
}

/**
 * Series (docs/admin.md "Series"): create a series, edit its title and description, and order its
 * episodes by dragging or with Move up / Move down (keyboard), then save.
 */
export function Component() {
  const list = useAdminSeriesList();
  const create = useCreateSeries();
  const { notice, succeed, fail, clear } = useNotice();
  const [selected, setSelected] = useState<string | null>(null);
  const [newTitle, setNewTitle] = useState("");

  const onCreate = (event: FormEvent) => {
    event.preventDefault();
    clear();
    create.mutate(
      { title: newTitle, description: "", videoIds: [] },
      {
        onSuccess: ({ id }) => {
          succeed(`Series "${newTitle.trim()}" created: add its episodes below.`);
          setNewTitle("");
          setSelected(id);
        },
        onError: (error) => fail(error.message),
      },
    );
  };

  return (
    <AdminSection title="Series">
      <AdminNotice notice={notice} onClose={clear} />
      <form className="d-flex flex-wrap align-items-end gap-2 mb-3" onSubmit={onCreate}>
        <TextBox
          id="new-series-title"
          label="New series title"
          value={newTitle}
          onChange={setNewTitle}
          required
        />
        <button type="submit" className="btn btn-primary" disabled={create.isPending}>
          Create series
        </button>
      </form>
      <QueryStatus query={list} what="series">
        {list.data?.series.length === 0 ? (
          <p>No series yet.</p>
        ) : (
          <ul className="list-unstyled d-flex flex-wrap gap-2">
            {list.data?.series.map((series) => (
              <li key={series.id}>
                <button
                  type="button"
                  className={`btn btn-sm ${series.id === selected ? "btn-primary" : "btn-outline-primary"}`}
                  aria-pressed={series.id === selected}
                  onClick={() => setSelected(series.id)}
                >
                  {series.title} ({series.episodes})
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryStatus>
      {selected && (
        <SeriesEditor
          key={selected}
          id={selected}
          onDone={(text) => succeed(text)}
          onFail={(text) => fail(text)}
          onDeleted={() => setSelected(null)}
        />
      )}
    </AdminSection>
  );
}

interface EditorProps {
  id: string;
  onDone: (text: string) => void;
  onFail: (text: string) => void;
  onDeleted: () => void;
}

/** One series' form: its fields and its episodes in order, saved together. */
function SeriesEditor({ id, onDone, onFail, onDeleted }: EditorProps) {
  const query = useAdminSeries(id);
  const videos = useAdminVideos();
  const update = useUpdateSeries();
  const remove = useDeleteSeries();
  const [title, setTitle] = useState("");
  const [description, setDescription] = useState("");
  const [episodes, setEpisodes] = useState<Episode[]>([]);
  const [toAdd, setToAdd] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const listId = useId();

  useEffect(() => {
    if (!query.data) return;
    setTitle(query.data.series.title);
    setDescription(query.data.series.description);
    setEpisodes(query.data.episodes.map((e) => ({ id: e.id, title: e.title })));
  }, [query.data]);

  const add = () => {
    const wanted = toAdd.trim();
    const video = videos.data?.videos.find((v) => v.id === wanted || v.title === wanted);
    if (!video) return onFail(`No video has the id or title "${wanted}": pick one from the list.`);
    if (episodes.some((e) => e.id === video.id)) return onFail(`"${video.title}" is an episode already.`);
    setEpisodes([...episodes, { id: video.id, title: video.title }]);
    setToAdd("");
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      { id, body: { title, description, videoIds: episodes.map((e) => e.id) } },
      {
        onSuccess: () => onDone(`Series "${title.trim()}" saved.`),
        onError: (error) => onFail(error.message),
      },
    );
  };

  const onDrop = (event: DragEvent, to: number) => {
    event.preventDefault();
    if (dragged !== null && dragged !== to) setEpisodes(moved(episodes, dragged, to));
    setDragged(null);
  };

  return (
    <QueryStatus query={query} what="series">
      <form
        className="card card-body"
        aria-label={`Edit series ${query.data?.series.title ?? ""}`}
        onSubmit={save}
      >
        <TextBox
          id="series-title"
          label="Title"
          value={title}
          onChange={setTitle}
          required
          className="mb-2"
        />
        <TextBox
          id="series-description"
          label="Description"
          value={description}
          onChange={setDescription}
          multiline
          className="mb-2"
        />
        <h3 className="h6 mt-2">Episodes</h3>
        <ol className="list-group list-group-numbered mb-2">
          {episodes.map((episode, i) => (
            <li
              key={episode.id}
              className="list-group-item d-flex align-items-center gap-2"
              draggable
              onDragStart={() => setDragged(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={(e) => onDrop(e, i)}
            >
              <span className="flex-grow-1">{episode.title}</span>
              <MoveButtons
                index={i}
                count={episodes.length}
                name={episode.title}
                onMove={(to) => setEpisodes(moved(episodes, i, to))}
              />
              <RowAction
                tone="danger"
                label={`Remove: ${episode.title}`}
                onClick={() => setEpisodes(episodes.filter((e) => e.id !== episode.id))}
              >
                Remove
              </RowAction>
            </li>
          ))}
        </ol>
        <div className="d-flex align-items-end gap-2 mb-3">
          <div className="flex-grow-1">
            <label className="form-label" htmlFor="series-add-episode">
              Add an episode (video title or id)
            </label>
            <input
              id="series-add-episode"
              className="form-control"
              list={listId}
              value={toAdd}
              onChange={(e) => setToAdd(e.target.value)}
            />
            <datalist id={listId}>
              {videos.data?.videos.map((v) => (
                <option key={v.id} value={v.title} />
              ))}
            </datalist>
          </div>
          <button type="button" className="btn btn-outline-primary" onClick={add} disabled={!toAdd.trim()}>
            Add episode
          </button>
        </div>
        <div className="d-flex gap-2">
          <button type="submit" className="btn btn-primary" disabled={update.isPending}>
            Save series
          </button>
          <button
            type="button"
            className="btn btn-outline-danger"
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(id, {
                onSuccess: () => {
                  onDone(`Series "${title}" deleted.`);
                  onDeleted();
                },
                onError: (error) => onFail(error.message),
              })
            }
          >
            Delete series
          </button>
        </div>
      </form>
    </QueryStatus>
  );
}
