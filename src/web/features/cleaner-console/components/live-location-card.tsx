import { useState } from 'react';
import { liveLocationOpen } from '../../../../shared/domain/geo';
import { buttonClass } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/react';
import { useLiveLocation } from '../hooks/use-live-location';
import type { CleanerJob } from '../model/cleaner-job';
import { liveConsent } from '../model/position';
import { CLEANER_NS } from '../i18n';

/**
 * After On my way: asks to share the phone's location with the customer, and shares it while the job
 * is on the way (until the start, or two hours). Nothing is shared without the cleaner's yes.
 */
export function LiveLocationCard({ job }: { job: CleanerJob }) {
  const onTheWay =
    job.status === 'assigned' && !!job.onMyWayAt && liveLocationOpen(new Date(job.onMyWayAt), new Date());
  return onTheWay ? <LiveLocationControls job={job} /> : null;
}

function LiveLocationControls({ job }: { job: CleanerJob }) {
  const { t } = useTranslation(CLEANER_NS);
  const [consent, setConsent] = useState(() => liveConsent.read(job.id));
  const answer = (value: 'on' | 'off') => {
    liveConsent.write(job.id, value);
    setConsent(value);
  };
  const problem = useLiveLocation(job.id, job.onMyWayAt, consent === 'on', () => answer('off'));
  if (consent === 'off')
    return problem === 'denied' ? <p className="text-sm text-red-700">{t('location.denied')}</p> : null;
  if (consent === 'on')
    return (
      <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-950">
        <p role="status" className="font-semibold">
          <span aria-hidden="true">📍 </span>
          {t('location.sharing')}
        </p>
        {problem === 'unavailable' ? <p className="text-amber-800">{t('location.unavailable')}</p> : null}
        <button type="button" className={buttonClass('outline', 'sm')} onClick={() => answer('off')}>
          {t('location.stop')}
        </button>
      </div>
    );
  return (
    <section
      aria-label={t('location.share')}
      className="rounded-xl border border-brand-200 bg-brand-50 p-3 text-sm text-slate-900"
    >
      <p className="font-semibold">{t('location.ask')}</p>
      <p className="mt-1 text-slate-700">{t('location.askHint')}</p>
      <div className="mt-2 flex gap-2">
        <button type="button" className={buttonClass('primary', 'lg')} onClick={() => answer('on')}>
          {t('location.share')}
        </button>
        <button type="button" className={buttonClass('outline', 'lg')} onClick={() => answer('off')}>
          {t('location.notNow')}
        </button>
      </div>
    </section>
  );
}
