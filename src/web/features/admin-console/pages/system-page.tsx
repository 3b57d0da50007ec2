import type { SystemStatusDto } from '../../../../shared/api-system';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useSystem } from '../api/get-system';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { formatInstant } from '../model/format';
import { CHANNEL_NAMES, durationText, jobName, SANDBOX_NOTES } from '../model/system-labels';

type Queue = SystemStatusDto['queues'][number];
type Job = SystemStatusDto['jobs'][number];

/** /adminDashboard/system (owners only): is it running — queues, jobs, providers, versions. */
export default function SystemPage() {
  const system = useSystem();
  return (
    <>
      <SectionHeader title="System" />
      {system.isPending ? (
        <LoadingState />
      ) : system.isError ? (
        <ErrorState error={system.error} onRetry={() => void system.refetch()} />
      ) : (
        <SystemStatus status={system.data} />
      )}
    </>
  );
}

function SystemStatus({ status }: { status: SystemStatusDto }) {
  const { versions } = status;
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">
        Chamak {versions.app} · Node.js {versions.node} · {versions.database} · this server running since{' '}
        {formatInstant(status.startedAt)}
      </p>
      <section aria-labelledby="system-queues" className="space-y-2">
        <h2 id="system-queues" className="text-lg font-semibold text-slate-900">
          Messages waiting
        </h2>
        <SimpleTable
          caption="Messages waiting"
          rows={status.queues}
          rowKey={(q) => q.channel}
          columns={[
            {
              header: 'Channel',
              cell: (q: Queue) => CHANNEL_NAMES[q.channel as keyof typeof CHANNEL_NAMES] ?? q.channel,
            },
            { header: 'Waiting', cell: (q: Queue) => String(q.depth) },
            {
              header: 'Oldest due for',
              cell: (q: Queue) =>
                q.depth && q.oldestDueAgeSeconds ? durationText(q.oldestDueAgeSeconds) : '—',
            },
            { header: 'Given up (24 h)', cell: (q: Queue) => String(q.failedLastDay) },
            {
              header: 'Last error',
              cell: (q: Queue) =>
                q.lastError ? (
                  <span className="text-red-800">
                    {formatInstant(q.lastError.at)}: <span className="break-words">{q.lastError.error}</span>
                  </span>
                ) : (
                  'None'
                ),
            },
          ]}
        />
      </section>
      <section aria-labelledby="system-jobs" className="space-y-2">
        <h2 id="system-jobs" className="text-lg font-semibold text-slate-900">
          Background jobs
        </h2>
        <p className="text-sm text-slate-600">Runs and failures are this server&apos;s since it started.</p>
        <SimpleTable
          caption="Background jobs"
          rows={status.jobs}
          rowKey={(j) => j.name}
          columns={[
            { header: 'Job', cell: (j: Job) => jobName(j.name) },
            { header: 'Every', cell: (j: Job) => (j.everySeconds ? durationText(j.everySeconds) : '—') },
            { header: 'Runs', cell: (j: Job) => String(j.runs) },
            {
              header: 'Failures',
              cell: (j: Job) => (j.failures ? <span className="text-red-800">{j.failures}</span> : '0'),
            },
            {
              header: 'Last success',
              cell: (j: Job) => (j.lastSuccessAt ? formatInstant(j.lastSuccessAt) : 'Not yet'),
            },
            { header: 'Next run', cell: (j: Job) => formatInstant(j.nextRunAt) },
          ]}
        />
      </section>
      <section aria-labelledby="system-providers" className="space-y-2">
        <h2 id="system-providers" className="text-lg font-semibold text-slate-900">
          Providers
        </h2>
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white text-sm">
          {status.providers.map((p) => (
            <li key={p.channel} className="flex flex-wrap justify-between gap-2 px-3 py-2">
              <span className="font-medium text-slate-900">{CHANNEL_NAMES[p.channel]}</span>
              <span className={p.provider ? 'text-emerald-800' : 'text-amber-800'}>
                {p.provider ? `Live: ${p.provider}` : SANDBOX_NOTES[p.channel]}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
