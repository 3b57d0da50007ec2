/**
 * Every item of a paged list: the first page, then the others at once. An item that moved to another
 * page between the requests (a booking made meanwhile) is kept once, where it was first seen.
 */
export async function fetchAllPages<T>(
  fetchPage: (page: number) => Promise<{ items: T[]; pages: number }>,
  keyOf: (item: T) => string,
): Promise<T[]> {
  const first = await fetchPage(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pages - 1) }, (_, i) => fetchPage(i + 2)),
  );
  const seen = new Set<string>();
  return [first, ...rest]
    .flatMap((page) => page.items)
    .filter((item) => {
      const key = keyOf(item);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
