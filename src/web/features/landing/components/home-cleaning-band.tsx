import { useTranslation } from '../../../i18n/react';
import { LANDING_NS } from '../i18n';
import { useStartBooking } from '../../../components/booking-intent/booking-intent';
import { usePrefersReducedMotion } from '../hooks/use-reduced-motion';

export const INFO_SECTION_ID = 'effectivecleaning';

/**
 * The second hero: 'View Service' starts booking Home Cleaning; 'Know More' takes the visitor to
 * the Why Choose Us section (the original's did nothing).
 */
export function HomeCleaningBand() {
  const startBooking = useStartBooking();
  const reducedMotion = usePrefersReducedMotion();
  const { t } = useTranslation(LANDING_NS);

  const knowMore = () => {
    const target = document.getElementById(INFO_SECTION_ID);
    if (!target) return;
    target.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    target.focus({ preventScroll: true });
  };

  return (
    <section aria-labelledby="home-band-heading" className="bg-white px-4 py-14 sm:py-20">
      <div className="mx-auto grid max-w-6xl items-center gap-8 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 px-6 py-10 text-white shadow-xl sm:px-10 md:grid-cols-[1.2fr_1fr]">
        <div>
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-200">
            {t('homeBand.eyebrow')}
          </p>
          <h2 id="home-band-heading" className="mt-2 text-3xl font-bold tracking-tight">
            {t('homeBand.heading')}
          </h2>
          <p className="mt-4 max-w-lg leading-relaxed text-brand-50">{t('homeBand.text')}</p>
          <div className="mt-7 flex flex-wrap gap-3">
            <button
              type="button"
              onClick={() => startBooking('home-cleaning')}
              className="inline-flex items-center rounded-lg bg-white px-6 py-3 font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-white"
            >
              {t('homeBand.viewService')}
            </button>
            <button
              type="button"
              onClick={knowMore}
              className="inline-flex items-center rounded-lg border border-white/70 px-6 py-3 font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
            >
              {t('homeBand.knowMore')}
            </button>
          </div>
        </div>
        <img
          src="/images/services/home-cleaning.svg"
          alt={t('homeBand.imageAlt')}
          width={320}
          height={200}
          loading="lazy"
          className="w-full rounded-2xl ring-4 ring-white/10"
        />
      </div>
    </section>
  );
}
