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
