import { Button } from './button';

/** Previous / next over a paged list ('Page 2 of 7 · 134 results'). Pages count from 1. */
export function Pager({
  page,
  size,
  total,
  onPage,
}: {
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  return (
    <nav aria-label="Pages" className="flex flex-wrap items-center justify-between gap-2 py-3 text-sm">
      <span className="text-slate-600">
        Page {page} of {pages} · {total} {total === 1 ? 'result' : 'results'}
      </span>
      <span className="flex gap-2">
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </span>
    </nav>
  );
}
