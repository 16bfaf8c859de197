import { useId, useState } from "react";
import {
  JOURNAL_TEXT_MAX,
  type JournalEntry,
  type JournalEntryRequest,
} from "../../../shared/contracts/journal";
import { localDateOf } from "../../../shared/domain/dates";
import { formatDay } from "../../../shared/domain/time-format";
import { useAppContext } from "../../app/app-context";
import { CallFailure } from "../../components/call-failure";
import { LabelledField } from "../../components/labelled-field";
import { NextPageButton } from "../../components/next-page-button";
import {
  useAddJournalEntry,
  useDeleteJournalEntry,
  useJournal,
  useUpdateJournalEntry,
} from "./api/use-journal";

interface EntryFormProps {
  initial: JournalEntryRequest;
  today: string;
  submitLabel: string;
  busy: boolean;
  error: Error | null;
  onSubmit: (entry: JournalEntryRequest) => void;
  onCancel?: () => void;
}

/** The date and text of an entry, new or edited; the server checks them again. */
function EntryForm({ initial, today, submitLabel, busy, error, onSubmit, onCancel }: EntryFormProps) {
  const id = useId();
  const [date, setDate] = useState(initial.date);
  const [text, setText] = useState(initial.text);
  return (
    <form
      className="journal-form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ date, text });
      }}
    >
      <LabelledField
        id={`${id}-date`}
        label="Date"
        spacing="mb-2"
        type="date"
        className="journal-date"
        value={date}
        max={today}
        required
        onChange={(event) => setDate(event.target.value)}
      />
      <LabelledField
        id={`${id}-text`}
        label="What did you notice, understand or enjoy?"
        spacing="mb-2"
        rows={4}
        maxLength={JOURNAL_TEXT_MAX}
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <CallFailure error={error} className="text-danger small" />
      <div className="d-flex gap-2">
        <button type="submit" className="btn btn-primary btn-sm" disabled={busy || text.trim() === ""}>
          {submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onCancel}>
            Cancel
          </button>
        )}
      </div>
    </form>
  );
}

/** The progress journal (docs/progress.md "Journal"): write, read, edit and delete dated notes. */
export function JournalCard() {
  const { user } = useAppContext();
  const today = localDateOf(Date.now(), user.timezone);
  const journal = useJournal(user.id);
  const add = useAddJournalEntry(user.id);
  const update = useUpdateJournalEntry(user.id);
  const remove = useDeleteJournalEntry(user.id);
  const [editing, setEditing] = useState<string | null>(null);
  // A new form after each saved entry: its fields start empty again.
  const [formKey, setFormKey] = useState(0);
  const entries = journal.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <div className="journal">
      <p className="form-text mt-0">
        Notes for yourself about your Russian: what you understood, what was hard. Only you can read them;
        they are in your data export.
      </p>
      <EntryForm
        key={formKey}
        initial={{ date: today, text: "" }}
        today={today}
        submitLabel="Add entry"
        busy={add.isPending}
        error={add.error}
        onSubmit={(entry) => add.mutate(entry, { onSuccess: () => setFormKey((k) => k + 1) })}
      />
      {journal.isPending && <p className="text-body-secondary mt-3">Loading your journal…</p>}
      <CallFailure error={journal.error} lead="Could not load your journal. " className="text-danger mt-3" />
      {journal.isSuccess && entries.length === 0 && (
        <p className="text-body-secondary mt-3">No entries yet.</p>
      )}
      <ol className="list-unstyled journal-entries mt-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            {editing === entry.id ? (
              <EntryForm
                initial={entry}
                today={today}
                submitLabel="Save"
                busy={update.isPending}
                error={update.error}
                onSubmit={(changed) =>
                  update.mutate({ id: entry.id, ...changed }, { onSuccess: () => setEditing(null) })
                }
                onCancel={() => {
                  update.reset();
                  setEditing(null);
                }}
              />
            ) : (
              <JournalEntryView
                entry={entry}
                deleting={remove.isPending && remove.variables === entry.id}
                onEdit={() => setEditing(entry.id)}
                onDelete={() => remove.mutate(entry.id)}
              />
            )}
          </li>
        ))}
      </ol>
      <CallFailure error={remove.error} lead="The entry was not deleted. " className="text-danger small" />
      <NextPageButton pages={journal} className="btn btn-outline-primary btn-sm">
        Older entries
      </NextPageButton>
    </div>
  );
}

function JournalEntryView({
  entry,
  deleting,
  onEdit,
  onDelete,
}: {
  entry: JournalEntry;
  deleting: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const day = formatDay(entry.date);
  return (
    <article className="journal-entry" aria-label={`Journal entry of ${day}`}>
      <div className="d-flex flex-wrap align-items-baseline gap-2">
        <h3 className="progress-block-title mb-0 me-auto">
          <time dateTime={entry.date}>{day}</time>
        </h3>
        <button
          type="button"
          className="btn btn-link btn-sm p-0"
          onClick={onEdit}
          aria-label={`Edit the entry of ${day}`}
        >
          Edit
        </button>
        <button
          type="button"
          className="btn btn-link btn-sm p-0 text-danger"
          disabled={deleting}
          onClick={() => {
            if (window.confirm(`Delete your journal entry of ${day}?`)) onDelete();
          }}
          aria-label={`Delete the entry of ${day}`}
        >
          Delete
        </button>
      </div>
      <p className="journal-text mb-0">{entry.text}</p>
    </article>
  );
}
