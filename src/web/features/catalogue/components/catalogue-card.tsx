import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { durationText } from '../../../i18n/server-text';
import { useFeatureText } from '../../../i18n/feature-texts';
import { SERVICES_NS } from '../../../i18n/services-namespace';
import type { PackageDto, ServiceDto } from '../../../../shared/api';
import { BrandButton } from '../../../components/brand-button/brand-button';
import { cn } from '../../../components/ui/cn';
import { CheckIcon, XIcon } from '../../../components/ui/line-icons';
import { serviceRoutes } from '../../../lib/paths';
import { useStartBooking } from '../../../components/booking-intent/booking-intent';
import { CATALOGUE_CARD_WIDTH } from '../hooks/use-scroll-arrows';
import { addonLabel, addonsFor, areaLabel, extraAreaLabel } from '../../../components/price/price-labels';
import { PriceTag } from '../../../components/price/price-tag';
import { ServiceIcon } from '../../../components/service-icon/service-icon';

/**
 * Book Now starts booking by service name. A service renamed in the admin no longer matches
 * a route by name, so its slug is used instead.
 */
const bookingKey = (service: ServiceDto) =>
  serviceRoutes.some((r) => r.name.toLowerCase() === service.name.trim().toLowerCase())
    ? service.name
    : service.slug;

export type PlanVariant = 'normal' | 'classic';
const VARIANTS: { value: PlanVariant; label: 'list.normal' | 'list.classic' }[] = [
  { value: 'normal', label: 'list.normal' },
  { value: 'classic', label: 'list.classic' },
];

/**
 * A Cleaning Services card: a Normal/Classic toggle (normal first), then for the chosen plan its
 * type, price, duration or area, Includes, Not Covered, Add-ons, and Book Now (booking by service name).
 */
export function CatalogueCard({ service }: { service: ServiceDto }) {
  const [variant, setVariant] = useState<PlanVariant>('normal');
  const [pick, setPick] = useState(0);
  const startBooking = useStartBooking();
  const { t } = useTranslation(SERVICES_NS);
  const serverText = useFeatureText();
  const name = serverText(service.name);
  const packages = service.packages.filter((p) => p.variant === variant);
  const pkg = packages[Math.min(pick, packages.length - 1)];
  const addons = pkg ? addonsFor(service.addons, [pkg.name]) : [];
  const chooseVariant = (v: PlanVariant) => {
    setVariant(v);
    setPick(0);
  };

  return (
    <article
      aria-labelledby={`card-${service.slug}`}
      style={{ width: CATALOGUE_CARD_WIDTH }}
      className="relative flex shrink-0 snap-start flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <div className="flex items-center gap-3">
        <span className="grid h-11 w-11 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <ServiceIcon slug={service.slug} className="h-6 w-6" />
        </span>
        <h2 id={`card-${service.slug}`} className="text-lg font-bold text-slate-900">
          {name}
        </h2>
      </div>

      <div
        role="group"
        aria-label={t('list.planGroup', { name })}
        // One segmented control: its two halves join on purpose (the button-gap guard skips it).
        data-joined=""
        className="mt-4 grid grid-cols-2 rounded-lg bg-slate-100 p-1"
      >
        {VARIANTS.map((v) => (
          <button
            key={v.value}
            type="button"
            aria-pressed={variant === v.value}
            onClick={() => chooseVariant(v.value)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-semibold transition',
              variant === v.value
                ? 'bg-white text-brand-800 shadow-sm'
                : 'text-slate-600 hover:text-slate-900',
            )}
          >
            {t(v.label)}
          </button>
        ))}
      </div>

      <div className="mt-4 flex-1 space-y-5">
        {packages.length > 1 ? (
          <div role="group" aria-label={t('list.packageGroup', { name })} className="flex flex-wrap gap-2">
            {packages.map((p, i) => (
              <button
                key={p._id}
                type="button"
                aria-pressed={p === pkg}
                onClick={() => setPick(i)}
                className={cn(
                  'rounded-full border px-3 py-1 text-xs font-semibold transition',
                  p === pkg
                    ? 'border-brand-700 bg-brand-700 text-white'
                    : 'border-slate-300 text-slate-700 hover:border-brand-600 hover:text-brand-800',
                )}
              >
                {serverText(p.name)}
              </button>
            ))}
          </div>
        ) : null}
        {pkg ? (
          <PlanDetails service={service} pkg={pkg} />
        ) : (
          <p className="text-sm text-slate-600">{t(`list.noPlan_${variant}`)}</p>
        )}
        {addons.length ? (
          <div>
            <h3 className="text-xs font-semibold uppercase tracking-wide text-slate-500">
              {t('list.addons')}
            </h3>
            <ul className="mt-2 space-y-1 text-sm text-slate-700">
              {addons.map((a) => (
                <li key={a._id}>{addonLabel(a)}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      <BrandButton
        className="mt-5 w-full"
        aria-label={t('bookNowLabel', { name })}
        onClick={() => startBooking(bookingKey(service))}
      >
        {t('bookNow')}
      </BrandButton>
    </article>
  );
}

function PlanDetails({ service, pkg }: { service: ServiceDto; pkg: PackageDto }) {
  const { t } = useTranslation(SERVICES_NS);
  const serverText = useFeatureText();
  const name = serverText(pkg.name);
  const area = areaLabel(pkg);
  const extra = extraAreaLabel(pkg);
  return (
    <section aria-label={t('list.planGroup', { name })} className="rounded-xl bg-slate-50 p-4">
      <p className="text-sm font-semibold text-brand-800">{name}</p>
      <PriceTag service={service} amount={pkg.price} className="mt-1 text-2xl" />
      {pkg.duration || area ? (
        <p className="mt-1 text-sm text-slate-600">
          {[pkg.duration && durationText(pkg.duration), area].filter(Boolean).join(' · ')}
        </p>
      ) : null}
      {extra ? <p className="mt-1 text-sm text-slate-600">{extra}</p> : null}
      {pkg.features.length ? (
        <>
          <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('list.includes')}
          </h3>
          <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
            {pkg.features.map((f) => (
              <li key={f} className="flex gap-2">
                <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
                {serverText(f)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {pkg.notCovered.length ? (
        <>
          <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500">
            {t('list.notCovered')}
          </h3>
          <ul className="mt-1.5 space-y-1 text-sm text-slate-700">
            {pkg.notCovered.map((f) => (
              <li key={f} className="flex gap-2">
                <XIcon className="mt-0.5 h-4 w-4 shrink-0 text-red-500" />
                {serverText(f)}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
