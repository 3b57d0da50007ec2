import { useTranslation } from '../../../i18n/react';
import { useGstContext } from '../../settings/api/get-settings';
import { Link } from 'react-router-dom';
import { useServerText } from '../../../i18n/server-text';
import { useLocalizedPath } from '../../../i18n/use-language';
import { LANDING_NS } from '../i18n';
import type { ServiceDto } from '../../../../shared/api';
import { BrandButton } from '../../../components/brand-button/brand-button';
import { Button } from '../../../components/ui/button';
import { useStartBooking } from '../../../components/booking-intent/booking-intent';
import { useServices } from '../../catalogue/api/get-services';
import { ServiceIcon } from '../../../components/service-icon/service-icon';
import { PriceTag } from '../../../components/price/price-tag';
import { priceLabel, rupees, startingPrice } from '../../../components/price/price-labels';
import { serviceCard, serviceCards } from '../../../components/service-cards/service-cards';
import { paths } from '../../../lib/paths';

const cardWidth = 'w-full sm:w-[calc(50%-10px)] lg:w-[calc(25%-15px)]';

/** The plan section (#plan): every service's packages at the catalogue's prices (the only source). */
export function PlanSection() {
  const services = useServices();
  const { t } = useTranslation(LANDING_NS);
  const gst = useGstContext();
  const localized = useLocalizedPath();
  return (
    <section id="plan" aria-labelledby="plan-heading" className="scroll-mt-20 py-14 sm:py-20">
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('plan.eyebrow')}</p>
          <h2 id="plan-heading" className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
            {t('plan.heading')}
          </h2>
          <p className="mt-3 text-slate-600">{t('plan.text', gst)}</p>
        </div>
        {services.isPending ? (
          // One placeholder per service, so the sections below do not jump when prices arrive.
          <ul
            aria-busy="true"
            aria-label={t('plan.loading')}
            className="mt-10 flex flex-wrap justify-center gap-5"
          >
            {serviceCards.map((c) => (
              <li key={c.slug} className={`${cardWidth} h-80 animate-pulse rounded-2xl bg-slate-100`} />
            ))}
          </ul>
        ) : services.isError ? (
          <div
            role="alert"
            className="mx-auto mt-10 max-w-md rounded-2xl bg-red-50 p-6 text-center text-red-800"
          >
            <p className="font-semibold">{t('plan.error')}</p>
            <Button variant="outline" className="mt-4" onClick={() => services.refetch()}>
              {t('plan.tryAgain')}
            </Button>
          </div>
        ) : (
          <ul className="mt-10 flex flex-wrap justify-center gap-5">
            {services.data.map((s) => (
              <PlanCard key={s.slug} service={s} />
            ))}
          </ul>
        )}
        {/* The menu's one pricing entry (the spec's 'Our Pricing') leads here; the full list is one step on. */}
        <p className="mt-8 text-center">
          <Link
            to={localized(paths.cleaningServices)}
            className="font-semibold text-brand-700 underline-offset-4 hover:text-brand-800 hover:underline"
          >
            {t('plan.allPrices')}
          </Link>
        </p>
      </div>
    </section>
  );
}

function PlanCard({ service }: { service: ServiceDto }) {
  const startBooking = useStartBooking();
  const { t } = useTranslation(LANDING_NS);
  const serverText = useServerText();
  const localized = useLocalizedPath();
  const path = serviceCard(service.slug)?.path;
  const page = path && localized(path);
  const name = serverText(service.name);
  return (
    <li
      className={`${cardWidth} flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-300 hover:shadow-md`}
    >
      <div className="flex items-center gap-3">
        <span className="grid h-10 w-10 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon slug={service.slug} className="h-5 w-5" />
        </span>
        <h3 className="font-semibold text-slate-900">{name}</h3>
      </div>
      <p className="mt-5 text-sm text-slate-500">{t('plan.startingAt')}</p>
      <PriceTag service={service} amount={startingPrice(service)} className="text-3xl" />
      <ul className="mt-4 flex-1 space-y-1.5 border-t border-slate-100 pt-4 text-sm">
        {service.packages.map((p) => (
          <li key={p._id} className="flex justify-between gap-3">
            <span className="text-slate-600">{serverText(p.name)}</span>
            <span className="whitespace-nowrap font-semibold text-slate-900">
              {service.pricingType === 'sq.ft' ? priceLabel(service, p.price) : rupees(p.price)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-6 flex items-center gap-3">
        <BrandButton
          className="flex-1"
          aria-label={t('plan.bookNowLabel', { name })}
          onClick={() => startBooking(service.slug)}
        >
          {t('plan.bookNow')}
        </BrandButton>
        {page ? (
          <Link
            to={page}
            aria-label={t('plan.detailsLabel', { name })}
            className="text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            {t('plan.details')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
