import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../lib/paths';
import { useTranslation } from '../../../i18n/react';
import { resolveShortLink } from '../api/short-links-api';
import { shortLinkKeys } from '../api/short-link-keys';

/**
 * `/r/{code}`, the links our SMS carry (a guest signs in first and comes back here): the receipt or the
 * booking opens at once; a job shows its address and a map link. Someone else's link shows nothing.
 */
export default function ShortLinkPage() {
  const { t } = useTranslation();
  const code = useParams().code ?? '';
  const navigate = useNavigate();
  const target = useQuery({
    queryKey: shortLinkKeys.target(code),
    queryFn: () => resolveShortLink(code),
    retry: false,
  });
  const to = target.data && target.data.kind !== 'job' ? target.data.to : null;
  useEffect(() => {
    if (to) navigate(to, { replace: true });
  }, [to, navigate]);

  const job = target.data?.job;
  return (
    <main className="mx-auto max-w-xl px-4 py-16">
      {target.isPending || to ? (
        <div className="flex items-center gap-3 text-slate-600">
          <Spinner /> {t('shortLink.opening')}
        </div>
      ) : null}
      {target.isError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {t('shortLink.notYours')}
        </p>
      ) : null}
      {job ? (
        <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <h1 className="text-2xl font-bold text-slate-900">{t('shortLink.jobTitle')}</h1>
          <p className="text-slate-700">
            {t('shortLink.when', {
              service: job.serviceName,
              date: job.scheduledDate,
              time: job.scheduledTime,
            })}
          </p>
          <p className="text-lg text-slate-900">{job.address}</p>
          <div className="flex flex-wrap gap-3">
            <a
              href={job.mapUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-block rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white"
            >
              {t('shortLink.openMap')}
            </a>
            <Link
              to={paths.cleanerDashboard}
              className="inline-block rounded-lg px-5 py-2.5 font-semibold text-brand-700"
            >
              {t('shortLink.toJobs')}
            </Link>
          </div>
        </section>
      ) : null}
    </main>
  );
}
