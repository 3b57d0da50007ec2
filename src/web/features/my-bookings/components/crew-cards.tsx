import type { BookingDto } from '../../../../shared/api-bookings';
import { CleanerStars } from '../../../components/stars/stars';
import { MY_BOOKINGS_NS } from '../../../i18n/namespaces/my-bookings';
import { useTranslation } from '../../../i18n/react';
import { usePhotoUrl } from '../../after-visit';

type CrewMember = BookingDto['crew'][number];

/** A crew member's photo (private: fetched with the customer's token), or their initial without one. */
function CrewPhoto({ member }: { member: CrewMember }) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const name = member.firstName || member.name;
  const url = usePhotoUrl(member.photoUrl ?? null);
  const box = 'h-14 w-14 shrink-0 rounded-full ring-2 ring-white';
  if (member.photoUrl && url)
    return <img src={url} alt={t('card.photoOf', { name })} className={`${box} object-cover`} />;
  return (
    <span
      aria-hidden="true"
      translate="no"
      className={`${box} flex items-center justify-center bg-blue-200 text-lg font-semibold text-blue-900`}
    >
      {name.slice(0, 1)}
    </span>
  );
}

/**
 * The crew a customer sees from assignment (issue 38 part 4): each member's first name, photo, stars, jobs
 * done and a "Verified" badge once their police verification is done.
 */
export function CrewCards({ crew }: { crew: CrewMember[] }) {
  const { t } = useTranslation(MY_BOOKINGS_NS);
  const assigned = crew.filter((c) => c.kind === 'assigned');
  if (!assigned.length) return null;
  return (
    <section aria-label={t('card.crewHeading')} className="mt-2">
      <h4 className="sr-only">{t('card.crewHeading')}</h4>
      <ul className="grid gap-2 sm:grid-cols-2">
        {assigned.map((m) => (
          <li
            key={m._id}
            className="flex items-center gap-3 rounded-lg bg-white/70 p-2"
            data-testid="crew-card"
          >
            {m.photoUrl !== undefined ? <CrewPhoto member={m} /> : null}
            <div className="min-w-0">
              <p className="font-semibold">
                <span translate="no">{m.firstName || m.name}</span>
                <CleanerStars stats={m.rating} />
              </p>
              <p className="flex flex-wrap items-center gap-2 text-xs text-slate-700">
                {m.verified ? (
                  <span
                    className="inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 font-semibold text-emerald-800"
                    title={t('card.verifiedHint')}
                  >
                    <span aria-hidden="true">✓</span> {t('card.verified')}
                    <span className="sr-only">: {t('card.verifiedHint')}</span>
                  </span>
                ) : null}
                {m.jobsDone !== undefined ? <span>{t('card.jobsDone', { count: m.jobsDone })}</span> : null}
              </p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
