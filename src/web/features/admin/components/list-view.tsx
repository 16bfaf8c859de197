import type { RowData } from "@tanstack/react-table";
import { type ChangeEvent, type ReactNode, useCallback, useId, useRef, useState } from "react";
import { countOf } from "../../../../shared/domain/counts";
import { type UrlCodec, useUrlState } from "../../../lib/router/location";
import { AdminNotice, useNotice } from "./admin-notice";
import { type AdminColumns, AdminTable } from "./admin-table";
import { Pagination } from "./pagination";
import { clampPage, pageCount, pageRows } from "./pagination-window";
import { QueryStatus } from "./query-status";
import { SelectOptions } from "./select-field";

/**
 * An admin list's view (search, filters, sort) and page, kept in the URL query (lib/url-state.ts),
 * so that a reload, Back and Forward and a shared link show the same rows (docs/admin.md "Lists").
 * Any change of the view goes back to page 1. `bind(field)`: a toolbar field's value and change,
 * for a text field of the view; letters typed in a row into one search box are one history entry.
 */
export function useListView<V extends object>(codec: UrlCodec<V & { page: number }>) {
  const { value, update } = useUrlState(codec);
  const { page, ...filters } = value;
  const view = filters as unknown as V;
  const typing = useRef<keyof V | null>(null);
  const changeView = (patch: Partial<V>, typed?: keyof V) => {
    const replace = typed !== undefined && typing.current === typed;
    typing.current = typed ?? null;
    update((current) => ({ ...current, ...patch, page: 1 }), { replace });
  };
  const setPage = (next: number) => {
    typing.current = null;
    update((current) => ({ ...current, page: next }));
  };
  const bind = <K extends keyof V>(field: K) => ({
    value: String(view[field]),
    onChange: (text: string, typed?: boolean) =>
      changeView({ [field]: text } as unknown as Partial<V>, typed ? field : undefined),
  });
  return { view, changeView, bind, page, setPage };
}

/**
 * An admin list page's state: its view and page in the URL (`useListView`) and the line that says
 * how the last action went (`useNotice`). `AdminListPage` takes it whole.
 */
export function useAdminList<V extends object>(codec: UrlCodec<V & { page: number }>) {
  return { ...useListView<V>(codec), ...useNotice() };
}

type AdminListState = Pick<
  ReturnType<typeof useAdminList>,
  "notice" | "clear" | "succeed" | "page" | "setPage"
>;

interface ToolbarFieldProps {
  id: string;
  label: string;
  value: string;
  /** `typed`: the change is a letter typed into a search box (docs/admin.md "Lists"). */
  onChange: (value: string, typed?: boolean) => void;
  /** The wrapper's class (the search box is wider). */
  className?: string;
}

/** A search box of an admin list's toolbar. */
export function ToolbarSearch({
  id,
  label,
  value,
  onChange,
  className,
  placeholder,
}: ToolbarFieldProps & { placeholder?: string }) {
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        id={id}
        type="search"
        className="form-control form-control-sm"
        placeholder={placeholder}
        value={value}
        onChange={(e: ChangeEvent<HTMLInputElement>) => onChange(e.target.value, true)}
      />
    </div>
  );
}

/** A filter or sort of an admin list's toolbar; `all`: the first choice, which filters nothing. */
export function ToolbarSelect({
  id,
  label,
  value,
  onChange,
  options,
  all,
  selectClassName = "form-select form-select-sm",
}: ToolbarFieldProps & {
  options: readonly { value: string; label: string }[];
  all?: string;
  selectClassName?: string;
}) {
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} className={selectClassName} value={value} onChange={(e) => onChange(e.target.value)}>
        <SelectOptions options={options} empty={all} />
      </select>
    </div>
  );
}

/** What an admin list is, beside its rows and columns (docs/product-rules.md "Constants" for its pages). */
export interface ListSpec<T> {
  /** What a row is, one and many ("user", "users"): the count says it and the pages are named by it. */
  noun: readonly [string, string];
  /** The table's caption, read by screen readers. */
  caption: string;
  rowId: (row: T) => string;
  pageSize: number;
  buttons: number;
}

/** An admin list's rows after its view: their count, the current page of them and the pages. */
function PagedTable<T extends RowData>({
  list,
  rows,
  columns,
  state: { page, setPage: onPage },
}: Pick<AdminListPageProps<T>, "list" | "rows" | "columns" | "state">) {
  const { noun, pageSize } = list;
  const pages = pageCount(rows.length, pageSize);
  const current = clampPage(page, pages);
  return (
    <>
      <p className="admin-count" role="status">
        {countOf(rows.length, ...noun)}
      </p>
      {rows.length > 0 && (
        <AdminTable
          caption={list.caption}
          columns={columns}
          rows={pageRows(rows, current, pageSize)}
          rowId={list.rowId}
        />
      )}
      <Pagination label={noun[1]} page={current} pages={pages} buttons={list.buttons} onPage={onPage} />
    </>
  );
}

/** What a row's dialog is given: its close, and its done, which closes it and shows `text` in the page's notice. */
export interface RowDialogProps {
  onClose: () => void;
  onDone: (text: string) => void;
}

/**
 * A dialog of an admin list's rows (edit, delete…): `open(row)` (stable) first clears the page's
 * notice and runs each of `resets` (a mutation's last outcome), `render(draw)` draws the dialog
 * while it is open, given its row and its `RowDialogProps`.
 */
export function useRowDialog<T>(page: Pick<AdminListState, "clear" | "succeed">, ...resets: (() => void)[]) {
  const [row, setRow] = useState<T | null>(null);
  const before = useRef<(() => void)[]>([]);
  before.current = [page.clear, ...resets];
  const open = useCallback((next: T) => {
    for (const run of before.current) run();
    setRow(next);
  }, []);
  const dialog: RowDialogProps = {
    onClose: () => setRow(null),
    onDone: (text) => {
      setRow(null);
      page.succeed(text);
    },
  };
  const render = (draw: (row: T, dialog: RowDialogProps) => ReactNode) =>
    row === null ? null : draw(row, dialog);
  return { open, render };
}

interface AdminListPageProps<T extends RowData> {
  title: string;
  /** What the list is; its plural names the rows in the query's lines. */
  list: ListSpec<T>;
  /** The page's `useAdminList`: its notice and its page. */
  state: AdminListState;
  /** Beside the heading (Export CSV). */
  actions?: ReactNode;
  /** The toolbar's name ("Find users") and its fields. */
  findLabel: string;
  filters: ReactNode;
  /** Above the toolbar: what needs the admin first (the video list's "Needs attention"). */
  attention?: ReactNode;
  /** The list's query, for its loading and failure lines. */
  query: { isPending: boolean; isError: boolean; error: Error | null };
  /** The rows after the view, and the table's columns. */
  rows: readonly T[];
  columns: AdminColumns<T>;
  /** The list's dialogs. */
  children?: ReactNode;
}

/** An admin list page (docs/screens.md "Admin"): heading, notice, toolbar, then the paged table. */
export function AdminListPage<T extends RowData>(props: AdminListPageProps<T>) {
  const { list, state } = props;
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <div className="admin-heading">
        <h2 id={titleId} className="page-subtitle mb-0">
          {props.title}
        </h2>
        {props.actions}
      </div>
      <AdminNotice notice={state.notice} onClose={state.clear} />
      {props.attention}
      <search className="admin-toolbar" aria-label={props.findLabel}>
        {props.filters}
      </search>
      <QueryStatus query={props.query} what={list.noun[1]}>
        <PagedTable list={list} rows={props.rows} columns={props.columns} state={state} />
      </QueryStatus>
      {props.children}
    </section>
  );
}
