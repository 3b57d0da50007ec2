import { Button } from './button';

/** 1,00,000: a big list's figures grouped as India reads them. */
const count = (n: number) => n.toLocaleString('en-IN');

/**
 * Previous / next over a paged list ('Page 2 of 7 · 134 results'). Pages count from 1. A list paged by
 * cursor says whether a next page exists (`hasNext`: its `nextCursor`) rather than trusting a total that
 * may be a minute old.
 */
export function Pager({
  page,
  size,
  total,
  onPage,
  hasNext,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
  hasNext?: boolean;
}) {
  const pages = Math.max(1, Math.ceil(total / size), hasNext ? page + 1 : page);
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <span className="text-slate-600">
        Page {count(page)} of {count(pages)} · {count(total)} {total === 1 ? 'result' : 'results'}
      </span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          disabled={hasNext === undefined ? page >= pages : !hasNext}
          onClick={() => onPage(page + 1)}
        >
          Next
        </Button>
      </span>
    </nav>
  );
}
