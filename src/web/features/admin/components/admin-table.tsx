import {
  type ColumnDef,
  createColumnHelper,
  type RowData,
  tableFeatures,
  useTable,
} from "@tanstack/react-table";
import { TableBox } from "./table-box";

/** The admin tables use TanStack Table's core only: filtering, sorting and pages are ours (tested). */
const features = tableFeatures({});
type Features = typeof features;

// biome-ignore lint/suspicious/noExplicitAny: a column list mixes value types, as TanStack's own helper does.
export type AdminColumns<T extends RowData> = ColumnDef<Features, T, any>[];

/** The column helper for a row type; every column's header is a string (it labels the phone card too). */
export function adminColumnHelper<T extends RowData>() {
  return createColumnHelper<Features, T>();
}

interface AdminTableProps<T extends RowData> {
  /** Read by screen readers: what the table lists. */
  caption: string;
  columns: AdminColumns<T>;
  rows: T[];
  rowId: (row: T) => string;
}

/**
 * A table from column definitions: a plain table on wider screens; under 576 px each row turns into
 * a card whose cells carry their column's name (admin.css).
 */
export function AdminTable<T extends RowData>({ caption, columns, rows, rowId }: AdminTableProps<T>) {
  const table = useTable({ features, columns, data: rows, getRowId: (row) => rowId(row) });
  return (
    <TableBox label={caption}>
      <table className="table table-sm align-middle admin-table admin-table-cards">
        <caption className="visually-hidden">{caption}</caption>
        <thead className="visually-hidden-phone">
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => {
                const header = cell.column.columnDef.header;
                return (
                  <td key={cell.id} data-label={typeof header === "string" ? header : undefined}>
                    <table.FlexRender cell={cell} />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </TableBox>
  );
}
