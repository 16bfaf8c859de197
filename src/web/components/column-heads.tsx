/**
 * A column's heading: its text, or that text with a class (a centred column, one hidden on phones)
 * or said only to screen readers (a column of buttons).
 */
export type ColumnHead = string | { label: string; className?: string; visuallyHidden?: boolean };

/**
 * A plain table's head: one row of column headers, each `scope="col"`, so that a screen reader
 * names a cell by its column.
 */
export function ColumnHeads({ columns, className }: { columns: readonly ColumnHead[]; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          const { label, className, visuallyHidden } =
            typeof column === "string" ? { label: column } : column;
          return (
            <th key={label} scope="col" className={className}>
              {visuallyHidden ? <span className="visually-hidden">{label}</span> : label}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
