import { useTranslation } from '../../../i18n/react';
import {
  AwardIcon,
  CalendarIcon,
  ListChecksIcon,
  RupeeIcon,
  ShieldCheckIcon,
  SmileIcon,
} from '../../../components/ui/line-icons';
import { claimIcons, type ClaimIcon } from '../content';
import { LANDING_NS } from '../i18n';

const icons: Record<ClaimIcon, typeof AwardIcon> = {
  shield: ShieldCheckIcon,
  calendar: CalendarIcon,
  list: ListChecksIcon,
  rupee: RupeeIcon,
  award: AwardIcon,
  smile: SmileIcon,
};

/** Claims banner: vetted professionals, next day availability, standard tasks, prices, quality, guarantee. */
export function ClaimsBanner() {
  const { t } = useTranslation(LANDING_NS);
  const claims = t('claims.items', { returnObjects: true }) as { title: string; text: string }[];
  return (
    <section aria-labelledby="claims-heading" className="bg-brand-800 text-white">
      <h2 id="claims-heading" className="sr-only">
        {t('claims.heading')}
      </h2>
      <ul className="mx-auto grid max-w-6xl grid-cols-2 gap-x-4 gap-y-6 px-4 py-8 sm:grid-cols-3 lg:grid-cols-6">
        {claims.map((c, i) => {
          const Icon = icons[claimIcons[i] ?? 'smile'];
          return (
            <li key={c.title} className="flex flex-col items-center text-center">
              <span className="grid h-11 w-11 place-items-center rounded-full bg-white/10 ring-1 ring-white/25">
                <Icon className="h-5 w-5 text-amber-300" />
              </span>
              <span className="mt-2 text-sm font-semibold">{c.title}</span>
              <span className="mt-0.5 text-xs text-brand-100">{c.text}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
