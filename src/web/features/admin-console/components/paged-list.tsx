import { useState, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { TextField } from '../../../components/ui/field';
import { Pager } from '../../../components/ui/pager';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';

/** A page of a list; `page` and `size` where the server says them. */
type Paged<T> = { items: T[]; total: number; page?: number; size?: number };

/**
 * An admin list's page: loading, failed (with Try again), empty, or its rows (`children`) above the pager.
 * The pager shows the page the server answered, or `page` and `size` for a list whose answer has none.
 */
export function PagedList<T>({
  query,
  empty,
  loadingLabel,
  page,
  size,
  onPage,
  children,
}: {
  query: UseQueryResult<Paged<T>>;
  /** The empty list's title. */
  empty: string;
  loadingLabel?: string;
  page?: number;
  size?: number;
  onPage: (page: number) => void;
  children: (items: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingState label={loadingLabel} />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  const { items, total } = query.data;
  if (!items.length) return <EmptyState title={empty} />;
  return (
    <>
      {children(items)}
      <Pager
        page={page ?? query.data.page ?? 1}
        size={size ?? query.data.size ?? 20}
        total={total}
        onPage={onPage}
      />
    </>
  );
}

/** A list's filter: one pressed button among its values ('All', 'Paid', …). */
export function FilterButtons<V>({
  filters,
  value,
  onChange,
}: {
  filters: { value: V; label: string }[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div role="group" aria-label="Show" className="mb-3 flex flex-wrap gap-2">
      {filters.map((f) => (
        <Button
          key={f.label}
          size="sm"
          variant={value === f.value ? 'primary' : 'outline'}
          aria-pressed={value === f.value}
          onClick={() => onChange(f.value)}
        >
          {f.label}
        </Button>
      ))}
    </div>
  );
}

/** A row's state as a coloured pill (`tone`: its Tailwind background and text classes). */
export function StateBadge({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-semibold', tone)}>{children}</span>
  );
}

/** A list's search box: what is typed applies (trimmed) on Search or Enter. */
export function ListSearch({
  label,
  placeholder,
  onSearch,
}: {
  label: string;
  placeholder: string;
  onSearch: (search: string) => void;
}) {
  const [search, setSearch] = useState('');
  return (
    <form
      role="search"
      className="mb-3 flex flex-col gap-2 sm:flex-row sm:items-end"
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(search.trim());
      }}
    >
      <TextField
        label={label}
        placeholder={placeholder}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        containerClassName="flex-1"
      />
      <Button type="submit">Search</Button>
    </form>
  );
}
