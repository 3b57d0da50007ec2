import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { addDays, formatDateLong, todayInIndia } from '../../../../shared/domain/time';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../components/ui/tabs';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useAuth } from '../../../lib/auth-store';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { useMyJobs } from '../api/get-my-jobs';
import { CompleteJobDialog } from '../components/complete-job-dialog';
import { EarningsPanel } from '../components/earnings-panel';
import { JobCard } from '../components/job-card';
import { LiveLocationCard } from '../components/live-location-card';
import { PushToggle } from '../components/push-toggle';
import { InstallAppCard } from '../components/install-app-card';
import { useCleanerManifest } from '../hooks/use-cleaner-manifest';
import { OfflineStatus } from '../components/offline-status';
import { OffersPanel } from '../components/offers-panel';
import { useOfflineQueue } from '../offline/use-offline-queue';
import { sendOrKeep } from '../offline/queue-action';
import { keepAppForOffline } from '../offline/register-worker';
import { StartJobDialog } from '../components/start-job-dialog';
import type { CleanerJob } from '../model/cleaner-job';
import { splitJobs } from '../model/job-lists';
import { ConsoleAppBar } from '../../../components/console-app-bar/console-app-bar';
import { paths } from '../../../lib/paths';
import { RichText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/react';
import { formatDayHindi } from '../../../i18n/time-format';
import { CLEANER_NS } from '../i18n';
import { cleanerKeys } from '../api/cleaner-keys';

/** /cleanerDashboard: the cleaner's phone app. */
export default function CleanerConsolePage() {
  const { t, i18n } = useTranslation(CLEANER_NS);
  usePageTitle(t('page.title'));
  useCleanerManifest();
  const auth = useAuth();
  const today = todayInIndia(new Date());
  const query = useMyJobs(`${today.slice(0, 7)}-01`, addDays(today, 7), today);
  const queue = useOfflineQueue();
  const qc = useQueryClient();
  const [sending, setSending] = useState(false);
  const [starting, setStarting] = useState<CleanerJob | null>(null);
  const [completing, setCompleting] = useState<CleanerJob | null>(null);

  // The app opens without signal next time: the worker keeps its files (a failure only loses that).
  useEffect(() => {
    keepAppForOffline().catch(() => undefined);
  }, []);

  const sendOnMyWay = async (job: CleanerJob) => {
    setSending(true);
    try {
      const result = await sendOrKeep(auth?.user.id ?? '', job, { kind: 'on-my-way' });
      if (result === 'queued') showToast('info', t('offline.queuedTitle'), t('offline.queued'));
      else {
        showToast('success', t('toasts.notified'), t('toasts.notifiedText', { customer: job.customerName }));
        void qc.invalidateQueries({ queryKey: cleanerKeys.jobs() });
      }
    } catch (error) {
      const { title, message } = describeApiError(error);
      showToast('error', title, message);
    } finally {
      setSending(false);
    }
  };

  const waitingFor = (job: CleanerJob) => queue.waiting.filter((a) => a.jobId === job.id).map((a) => a.kind);
  // The week's jobs keep Start too: a customer may ask for an early start; the server decides.
  // On my way is offered on the job's day only.
  const actionsFor = (job: CleanerJob) => ({
    today,
    onMyWay: () => void sendOnMyWay(job),
    start: () => setStarting(job),
    complete: () => setCompleting(job),
    busy: sending,
    waiting: waitingFor(job),
  });

  const lists = query.data ? splitJobs(query.data.jobs, today) : null;
  const body = (content: (l: NonNullable<typeof lists>) => React.ReactNode) =>
    query.isPending ? (
      <LoadingState label={t('page.loading')} />
    ) : query.isError ? (
      <ErrorState error={query.error} onRetry={() => void query.refetch()} />
    ) : (
      content(lists!)
    );

  return (
    <>
      <ConsoleAppBar home={paths.cleanerDashboard} title={t('page.title')} />
      <main id="main" className="mx-auto w-full max-w-2xl px-3 py-5 sm:px-4">
        <h1 className="text-2xl font-bold text-slate-900">{t('page.title')}</h1>
        <p className="text-sm text-slate-600">
          <RichText
            text={t('page.hello', {
              name: auth?.user.name.split(' ')[0],
              date: i18n.language === 'hi' ? formatDayHindi(today) : formatDateLong(today),
            })}
            components={{ name: <span translate="no" /> }}
          />
        </p>
        <PushToggle />
        <InstallAppCard />
        <OfflineStatus
          online={queue.online}
          savedAt={query.data?.savedAt ?? null}
          waiting={queue.waiting.length}
          refused={queue.refused}
          onDismiss={queue.dismiss}
          onSendNow={queue.sync}
        />
        <OffersPanel waiting={queue.waiting} />
        <Tabs defaultValue="today" className="mt-4">
          <TabsList label={t('page.tabsLabel')}>
            <TabsTrigger value="today">
              {lists ? t('page.todayCount', { count: lists.today.length }) : t('page.today')}
            </TabsTrigger>
            <TabsTrigger value="week">{t('page.week')}</TabsTrigger>
            <TabsTrigger value="history">{t('page.history')}</TabsTrigger>
            <TabsTrigger value="earnings">{t('page.earnings')}</TabsTrigger>
          </TabsList>
          <TabsContent value="earnings">
            <EarningsPanel />
          </TabsContent>
          <TabsContent value="today" className="space-y-3">
            {body((l) =>
              l.today.length ? (
                l.today.map((job) => (
                  <div key={job.id} className="space-y-2">
                    <JobCard job={job} actions={actionsFor(job)} />
                    <LiveLocationCard job={job} />
                  </div>
                ))
              ) : (
                <EmptyState title={t('page.noToday')}>{t('page.noTodayText')}</EmptyState>
              ),
            )}
          </TabsContent>
          <TabsContent value="week" className="space-y-3">
            {body((l) =>
              l.upcoming.length ? (
                l.upcoming.map((job) => (
                  <div key={job.id} className="space-y-2">
                    <JobCard job={job} showDate actions={actionsFor(job)} />
                    <LiveLocationCard job={job} />
                  </div>
                ))
              ) : (
                <EmptyState title={t('page.noWeek')} />
              ),
            )}
          </TabsContent>
          <TabsContent value="history" className="space-y-3">
            {body((l) => (
              <>
                <dl className="grid grid-cols-2 gap-3">
                  <div className="rounded-xl bg-brand-50 p-3">
                    <dt className="text-xs font-semibold uppercase text-brand-800">
                      {t('page.jobsThisMonth')}
                    </dt>
                    <dd className="text-2xl font-bold text-slate-900">{l.history.length}</dd>
                  </div>
                  <div className="rounded-xl bg-brand-50 p-3">
                    <dt className="text-xs font-semibold uppercase text-brand-800">
                      {t('page.hoursThisMonth')}
                    </dt>
                    <dd className="text-2xl font-bold text-slate-900">
                      {Number(l.hoursThisMonth.toFixed(1))}
                    </dd>
                  </div>
                </dl>
                {l.history.length ? (
                  l.history.map((job) => <JobCard key={job.id} job={job} showDate />)
                ) : (
                  <EmptyState title={t('page.noHistory')} />
                )}
              </>
            ))}
          </TabsContent>
        </Tabs>
        <StartJobDialog job={starting} onClose={() => setStarting(null)} />
        <CompleteJobDialog
          job={completing && (query.data?.jobs.find((j) => j.id === completing.id) ?? completing)}
          onClose={() => setCompleting(null)}
        />
      </main>
    </>
  );
}
