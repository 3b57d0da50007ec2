import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { LANDING_NS } from '../i18n';
import { ArrowRightIcon } from '../../../components/ui/line-icons';
import { useStartBooking } from '../../../components/booking-intent/booking-intent';
import { ServiceIcon } from '../../../components/service-icon/service-icon';
import { serviceCards } from '../../../components/service-cards/service-cards';

/** The service grid: the seven services, 3 columns (2 on small screens); a tile starts booking. */
export function ServiceGrid() {
  const startBooking = useStartBooking();
  const { t } = useTranslation(LANDING_NS);
  const serverText = useServerText();
  return (
    <section aria-labelledby="grid-heading" className="mx-auto max-w-6xl px-4 py-14 sm:py-20">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('grid.eyebrow')}</p>
        <h2 id="grid-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
          {t('grid.heading')}
        </h2>
        <p className="mt-3 text-slate-600">{t('grid.text')}</p>
      </div>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3">
        {serviceCards.map((s, i) => (
          <li
            key={s.slug}
            className="landing-rise last:col-span-2 md:last:col-span-1 md:last:col-start-2"
            style={{ animationDelay: `${i * 70}ms` }}
          >
            <button
              type="button"
              onClick={() => startBooking(s.slug)}
              className="group flex h-full w-full flex-col items-center gap-3 rounded-2xl border border-slate-200 bg-white px-3 py-6 text-center shadow-sm transition hover:-translate-y-0.5 hover:border-brand-300 hover:shadow-md sm:flex-row sm:px-5 sm:text-left"
            >
              <span className="grid h-12 w-12 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ring-1 ring-brand-100 group-hover:bg-brand-600 group-hover:text-white">
                <ServiceIcon slug={s.slug} className="h-6 w-6" />
              </span>
              <span className="flex-1 font-semibold text-slate-900">{serverText(s.name)}</span>
              <ArrowRightIcon className="hidden h-5 w-5 text-brand-600 transition group-hover:translate-x-0.5 sm:block" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
