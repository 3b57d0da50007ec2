import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn';

export interface Column<T> {
  /** The column's name: its header on a laptop, each cell's label on a phone. */
  header: string;
  /** What the header shows instead of its name (a sort button). */
  headerContent?: ReactNode;
  ariaSort?: 'ascending' | 'descending';
  cell: (row: T) => ReactNode;
  className?: string;
}

/**
 * A data table on a laptop; on a phone each row is a card of label–value lines, so nothing scrolls
 * sideways on a phone. The roles are explicit: a table drawn as blocks keeps its semantics.
 */
export function SimpleTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  minWidth = 'md:min-w-[640px]',
}: {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  minWidth?: string;
}) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="relative rounded-xl border border-slate-200 bg-white md:overflow-x-auto"
    >
      <table role="table" className={cn('block w-full text-left text-sm md:table', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead className="hidden bg-slate-50 text-xs uppercase text-slate-600 md:table-header-group">
          <tr role="row">
            {columns.map((c) => (
              <th key={c.header} role="columnheader" aria-sort={c.ariaSort} className="px-3 py-2">
                {c.headerContent ?? c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block md:table-row-group">
          {rows.map((r) => (
            <tr
              key={rowKey(r)}
              role="row"
              className="block border-t border-slate-100 px-1 py-2 first:border-t-0 md:table-row md:p-0 md:align-top md:first:border-t"
            >
              {columns.map((c) => (
                <td
                  key={c.header}
                  role="cell"
                  data-label={c.header}
                  className={cn(
                    'grid grid-cols-[6.5rem_minmax(0,1fr)] gap-2 px-2 py-0.5 before:text-xs before:font-semibold before:uppercase before:text-slate-500 before:content-[attr(data-label)] md:table-cell md:px-3 md:py-2 md:before:content-none',
                    c.className,
                  )}
                >
                  <div className="min-w-0 [overflow-wrap:anywhere] md:break-words">{c.cell(r)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
