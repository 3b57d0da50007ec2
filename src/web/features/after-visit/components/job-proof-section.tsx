import type { PhotoDto } from '../../../../shared/api-after-visit';
import { usePhotoUrl, useProof } from '../api/job-proof';
import { useTranslation } from '../../../i18n/react';
import { useFeatureText } from '../../../i18n/feature-texts';
import { AFTER_VISIT_NS } from '../../../i18n/namespaces/after-visit';

function Photo({ photo }: { photo: PhotoDto }) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const src = usePhotoUrl(photo.url);
  return (
    <figure className="w-24 shrink-0">
      <a href={src ?? undefined} target="_blank" rel="noreferrer">
        {src ? (
          <img
            src={src}
            alt={t(photo.stage === 'before' ? 'proof.beforeAlt' : 'proof.afterAlt')}
            className="h-24 w-24 rounded-lg border border-slate-200 object-cover"
          />
        ) : (
          <div className="h-24 w-24 animate-pulse rounded-lg bg-slate-100" />
        )}
      </a>
      <figcaption className="mt-1 text-center text-xs text-slate-600">
        {t(photo.stage === 'before' ? 'proof.before' : 'proof.after')}
      </figcaption>
    </figure>
  );
}

/** What the crew did on a visit: the package's checklist as they left it, and their photos. */
export function JobProofSection({ bookingId }: { bookingId: string }) {
  const { t } = useTranslation(AFTER_VISIT_NS);
  const serverText = useFeatureText();
  const proof = useProof(bookingId);
  const data = proof.data;
  if (!data || (!data.checklist && data.photos.length === 0)) return null;
  return (
    <section className="mt-3 rounded-xl border border-slate-200 p-3 text-sm" aria-label={t('proof.heading')}>
      <h3 className="font-semibold text-slate-900">{t('proof.heading')}</h3>
      {data.checklist ? (
        <ul className="mt-2 space-y-1" data-testid="checklist">
          {data.checklist.map((c) => (
            <li key={c.item} className="flex gap-2">
              <span aria-hidden className={c.done ? 'text-emerald-600' : 'text-amber-600'}>
                {c.done ? '✓' : '✗'}
              </span>
              <span>
                {serverText(c.item)}
                <span className="sr-only">{t(c.done ? 'proof.done' : 'proof.notDone')}</span>
                {c.note ? (
                  <span className="block text-slate-600" translate="no">
                    {c.note}
                  </span>
                ) : null}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {data.photos.length ? (
        <div className="mt-3 flex gap-2 overflow-x-auto pb-1" data-testid="job-photos">
          {data.photos.map((p) => (
            <Photo key={p._id} photo={p} />
          ))}
        </div>
      ) : null}
    </section>
  );
}
