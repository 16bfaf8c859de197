import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { type FieldValues, type UseFormReturn, useForm } from "react-hook-form";
import { channelAddRequestSchema, nameQuerySchema } from "../../../../shared/contracts/catalog-admin";
import { countOf } from "../../../../shared/domain/counts";
import { ColumnHeads } from "../../../components/column-heads";
import { FormField, fieldOf } from "../../../components/form-field";
import { ApiRequestError } from "../../../lib/api";
import {
  CATALOG_KINDS,
  type CatalogItem,
  type CatalogItemInput,
  type CatalogKind,
  useCatalogItemMutations,
  useCatalogItems,
} from "../api/use-catalog-items";
import { AdminNotice, useNotice } from "../components/admin-notice";
import { AdminSection } from "../components/admin-section";
import { QueryStatus } from "../components/query-status";
import { RowAction } from "../components/row-action";
import { TableBox } from "../components/table-box";

/**
 * What a failed add says: the server's own sentence when it refused the name (409: it exists, named
 * as stored), else the page's text (a network or server fault).
 */
function addFailure(error: unknown, fallback: string): string {
  return error instanceof ApiRequestError && error.status === 409 ? error.message : fallback;
}

/** Topics, speakers or channels (docs/screens.md): the list with how many videos use each, add and remove. */
export function CatalogItemsPage({ kind }: { kind: CatalogKind }) {
  const spec = CATALOG_KINDS[kind];
  const items = useCatalogItems(kind);
  const { add, remove } = useCatalogItemMutations(kind);
  const { notice, succeed, fail, clear, run } = useNotice();

  const onRemove = (item: CatalogItem) => {
    run(() => remove.mutateAsync(item.name), `Removed ${spec.singular} “${item.name}”.`, spec.removeFailed);
  };
  const addItem = (input: CatalogItemInput) =>
    add.mutateAsync(input).then(
      () => succeed(`Added ${spec.singular} “${input.name}”.`),
      (error: unknown) => {
        fail(addFailure(error, spec.addFailed));
        throw error;
      },
    );

  return (
    <AdminSection title={spec.title}>
      <AdminNotice notice={notice} onClose={clear} />
      {kind === "channels" ? (
        <ChannelAddForm onAdd={addItem} onStart={clear} />
      ) : (
        <NameAddForm kind={kind} onAdd={addItem} onStart={clear} />
      )}
      <QueryStatus query={items} what={kind} failed={spec.loadFailed}>
        <ItemList
          kind={kind}
          items={items.data ?? []}
          busyName={remove.isPending ? (remove.variables ?? null) : null}
          onRemove={onRemove}
        />
      </QueryStatus>
    </AdminSection>
  );
}

function ItemList({
  kind,
  items,
  busyName,
  onRemove,
}: {
  kind: CatalogKind;
  items: CatalogItem[];
  busyName: string | null;
  onRemove: (item: CatalogItem) => void;
}) {
  const spec = CATALOG_KINDS[kind];
  if (items.length === 0) return <p className="text-body-secondary">No {kind} yet.</p>;
  return (
    <TableBox label={`${spec.title} and how many videos use each`}>
      <table className="table table-sm align-middle admin-table admin-table-cards">
        <caption className="visually-hidden">{spec.title} and how many videos use each</caption>
        <ColumnHeads
          className="visually-hidden-phone"
          columns={["Name", ...(kind === "channels" ? ["Url"] : []), "Videos", "Actions"]}
        />
        <tbody>
          {items.map((item) => {
            const inUse = item.videoCount > 0;
            const noteId = `${kind}-in-use-${encodeURIComponent(item.name)}`;
            return (
              <tr key={item.name}>
                <td data-label="Name">{item.name}</td>
                {kind === "channels" && (
                  <td data-label="Url" className="admin-cell-wrap">
                    {/* A channel without an address has no link (an empty one has no name and goes nowhere). */}
                    {item.url ? (
                      <a href={item.url} target="_blank" rel="noreferrer noopener">
                        {item.url}
                      </a>
                    ) : (
                      <span className="text-body-secondary">none</span>
                    )}
                  </td>
                )}
                <td data-label="Videos">{item.videoCount}</td>
                <td data-label="Actions">
                  <RowAction
                    tone="danger"
                    label={`Remove ${item.name}`}
                    describedBy={inUse ? noteId : undefined}
                    disabled={inUse || busyName === item.name}
                    onClick={() => onRemove(item)}
                  >
                    Remove
                  </RowAction>
                  {inUse && (
                    <span id={noteId} className="small text-body-secondary ms-2">
                      In use by {countOf(item.videoCount, "video")}
                    </span>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableBox>
  );
}

interface AddFormProps {
  onAdd: (input: CatalogItemInput) => Promise<void>;
  onStart: () => void;
}

/**
 * An add form's one submit: it clears the page's notice, adds, and empties the fields once added;
 * a failure keeps what was typed (the page's notice says why).
 */
function AddForm<T extends FieldValues, V extends CatalogItemInput>({
  form,
  onAdd,
  onStart,
  children,
}: AddFormProps & { form: UseFormReturn<T, unknown, V>; children: ReactNode }) {
  const onSubmit = form.handleSubmit(async (values) => {
    onStart();
    try {
      await onAdd(values);
      form.reset();
    } catch {
      // The page's notice says why.
    }
  });
  return (
    <form className="admin-add-form" onSubmit={onSubmit} noValidate>
      {children}
      <button type="submit" className="btn btn-primary" disabled={form.formState.isSubmitting}>
        Add
      </button>
    </form>
  );
}

/** Add a topic or a speaker: a name (the contract's name rule). */
function NameAddForm({ kind, onAdd, onStart }: AddFormProps & { kind: CatalogKind }) {
  const form = useForm({ resolver: zodResolver(nameQuerySchema), defaultValues: { name: "" } });
  return (
    <AddForm form={form} onAdd={onAdd} onStart={onStart}>
      <FormField
        id={`${kind}-new-name`}
        label={`New ${CATALOG_KINDS[kind].singular}`}
        autoComplete="off"
        {...fieldOf(form, "name")}
      />
    </AddForm>
  );
}

/** Add a channel: name and url, with 'Channel name is required' / 'Channel url is required' (docs/product-rules.md "Validation"). */
function ChannelAddForm({ onAdd, onStart }: AddFormProps) {
  const form = useForm({
    resolver: zodResolver(channelAddRequestSchema),
    defaultValues: { name: "", url: "" },
  });
  return (
    <AddForm form={form} onAdd={onAdd} onStart={onStart}>
      <FormField id="channel-new-name" label="Channel name" autoComplete="off" {...fieldOf(form, "name")} />
      <FormField
        id="channel-new-url"
        label="Channel url"
        type="url"
        placeholder="https://www.youtube.com/@…"
        {...fieldOf(form, "url")}
      />
    </AddForm>
  );
}
