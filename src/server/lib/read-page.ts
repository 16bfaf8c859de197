/**
 * Page `page` (from 1) of an ordered list (newest first, most heard first, …) of `size` rows a
 * page, read as one row more than a page: the extra row says whether a next page exists
 * (`hasMore`), without counting the list.
 */
export async function readPage<T>(
  page: number,
  size: number,
  read: (offset: number, limit: number) => Promise<T[]>,
): Promise<{ rows: T[]; hasMore: boolean }> {
  const rows = await read((page - 1) * size, size + 1);
  return { rows: rows.slice(0, size), hasMore: rows.length > size };
}

/** A query of a learner's rows in their list's order (`asc`) or the reverse (`desc`). */
type OrderedRows<D, Row> = (
  db: D,
  userId: string,
  direction: "asc" | "desc",
) => {
  offset(offset: number): { limit(limit: number): { execute(): Promise<Row[]> } };
  execute(): Promise<Row[]>;
};

/**
 * A learner's own list (the journal, the inbox) read the two ways it is read: a page, newest
 * first, for the screen (with `readPage`), and every row, oldest first, for the export.
 */
export function learnerList<D, Row, Item>(ordered: OrderedRows<D, Row>, toItem: (row: Row) => Item) {
  return {
    page: async (db: D, userId: string, offset: number, limit: number): Promise<Item[]> =>
      (await ordered(db, userId, "desc").offset(offset).limit(limit).execute()).map(toItem),
    all: async (db: D, userId: string): Promise<Item[]> =>
      (await ordered(db, userId, "asc").execute()).map(toItem),
  };
}
