import { bookingStatusLabel } from '../../../../shared/labels';
import { formatShortDay, formatMonth } from '../model/format';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Titled } from '../components/section-header';
import { formatRupees } from '../../../../shared/money';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useCleaners } from '../api/get-cleaners';
import { useSummary } from '../api/get-summary';
import { useCan } from '../hooks/use-can';
import { Figure, SectionHeader } from '../components/section-header';
import { AXIS_END, AXIS_START } from '../model/day-board';

function ChartCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4" aria-label={title}>
      <h2 className="mb-2 text-base font-semibold text-slate-900">{title}</h2>
      <div className="h-64">{children}</div>
    </section>
  );
}

/** Overview: the only section that loads the charts library (recharts), so its cost stays here. */
export default function OverviewPage() {
  const summary = useSummary();
  const can = useCan();
  const cleaners = useCleaners({ size: 100 }, { enabled: can('cleaners.calendar') });
  if (summary.isPending)
    return (
      <Titled title="Overview">
        <LoadingState label="Loading figures…" />
      </Titled>
    );
  if (summary.isError)
    return (
      <Titled title="Overview">
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      </Titled>
    );
  const s = summary.data;
  const perDay = s.bookingsPerDay.map((d) => ({ day: formatShortDay(d.date), bookings: d.count }));
  const revenue = [
    { name: 'Paid online', value: s.revenue.paidOnlinePaise / 100, fill: '#047857' },
    { name: 'Due after service', value: s.revenue.dueAfterServicePaise / 100, fill: '#d97706' },
  ];
  const utilisation = (cleaners.data?.items ?? [])
    .filter((c) => c.isActive)
    .map((c) => ({
      name: c.name.split(' ')[0],
      percent: Math.round((c.todayLoadMinutes / (AXIS_END - AXIS_START)) * 100),
    }));

  return (
    <>
      <SectionHeader title="Overview" />
      <dl className="mb-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure label={`Revenue, ${formatMonth(s.month)}`} value={formatRupees(s.revenue.totalPaise)} />
        <Figure label="Paid online" value={formatRupees(s.revenue.paidOnlinePaise)} tone="green" />
        <Figure label="Due after service" value={formatRupees(s.revenue.dueAfterServicePaise)} tone="amber" />
        <Figure label="Cancellations this month" value={s.cancellationsThisMonth} />
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartCard title="Bookings per day, last 30 days">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={perDay}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="day" tick={{ fontSize: 11 }} interval="preserveStartEnd" />
              <YAxis allowDecimals={false} width={30} />
              <Tooltip />
              <Bar dataKey="bookings" fill="#047857" />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title="Revenue this month: online vs after service (₹)">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={revenue}>
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="name" tick={{ fontSize: 12 }} />
              <YAxis width={70} />
              <Tooltip />
              <Bar dataKey="value" name="₹">
                {revenue.map((r) => (
                  <Cell key={r.name} fill={r.fill} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title="Cleaners' utilisation today (% of 08:00–20:00)">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart data={utilisation} layout="vertical">
              <CartesianGrid strokeDasharray="3 3" horizontal={false} />
              <XAxis type="number" domain={[0, 100]} />
              <YAxis type="category" dataKey="name" width={70} tick={{ fontSize: 12 }} />
              <Tooltip />
              <Bar dataKey="percent" fill="#2563eb" />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
        <ChartCard title="Today's jobs by status">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              data={Object.entries(s.todayJobs.byStatus).map(([status, count]) => ({
                status: bookingStatusLabel(status),
                count,
              }))}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="status" tick={{ fontSize: 11 }} />
              <YAxis allowDecimals={false} width={30} />
              <Tooltip />
              <Bar dataKey="count" fill="#7c3aed" />
            </BarChart>
          </ResponsiveContainer>
        </ChartCard>
      </div>
    </>
  );
}
