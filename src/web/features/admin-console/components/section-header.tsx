import type { ReactNode } from 'react';

export function SectionHeader({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}

export function Figure({
  label,
  value,
  tone = 'slate',
}: {
  label: string;
  value: ReactNode;
  tone?: 'slate' | 'amber' | 'purple' | 'green';
}) {
  const tones = {
    slate: 'bg-white',
    amber: 'bg-amber-50',
    purple: 'bg-purple-50',
    green: 'bg-green-50',
  };
  return (
    <div className={`rounded-xl border border-slate-200 p-3 ${tones[tone]}`}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-slate-900">{value}</dd>
    </div>
  );
}

/** A section's heading over its loading or error state, so the page always says where it is. */
export function Titled({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <SectionHeader title={title} />
      {children}
    </>
  );
}
