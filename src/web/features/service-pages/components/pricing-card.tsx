import { useTranslation } from '../../../i18n/react';
import { durationText } from '../../../i18n/server-text';
import { useFeatureText } from '../../../i18n/feature-texts';
import { SERVICES_NS } from '../../../i18n/services-namespace';
import type { PackageDto, ServiceDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { CheckIcon, ClockIcon, XIcon } from '../../../components/ui/line-icons';
import { BRAND_SOLID } from '../../../components/brand-button/brand-button';
import { PriceTag } from '../../../components/price/price-tag';
import { areaLabel, extraAreaLabel } from '../../../components/price/price-labels';

/** One package at the catalogue's price, with its Book button. */
export function PricingCard({
  service,
  pkg,
  onBook,
  heading: Heading = 'h3',
}: {
  service: ServiceDto;
  pkg: PackageDto;
  onBook: () => void;
  heading?: 'h3' | 'h4';
}) {
  const { t } = useTranslation(SERVICES_NS);
  const serverText = useFeatureText();
  const name = serverText(pkg.name);
  const classic = pkg.variant === 'classic';
  const area = areaLabel(pkg);
  const extra = extraAreaLabel(pkg);
  // 'Per tank' and the like repeat what the price's unit already says.
  const description = area || /^per\b/i.test(pkg.description) ? '' : pkg.description;
  return (
    <div
      className={cn(
        'relative flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1',
        classic ? 'ring-2 ring-brand-600' : 'ring-slate-200',
      )}
    >
      {classic ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
          {t('pricing.classic')}
        </span>
      ) : null}
      <Heading className="text-lg font-bold text-slate-900">{name}</Heading>
      {description ? <p className="mt-1 text-sm text-slate-600">{serverText(description)}</p> : null}
      <PriceTag service={service} amount={pkg.price} className="mt-4 text-3xl" />
      <div className="mt-2 space-y-1 text-sm text-slate-600">
        {area ? <p>{area}</p> : null}
        {extra ? <p className="font-medium text-brand-800">{extra}</p> : null}
        {pkg.duration ? (
          <p className="flex items-center gap-1.5">
            <ClockIcon className="h-4 w-4 text-slate-500" />
            {durationText(pkg.duration)}
          </p>
        ) : null}
      </div>
      <ul className="mt-5 flex-1 space-y-2 border-t border-slate-100 pt-5 text-sm text-slate-700">
        {pkg.features.map((f) => (
          <li key={f} className="flex gap-2">
            <CheckIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" />
            {serverText(f)}
          </li>
        ))}
        {pkg.notCovered.map((f) => (
          <li key={f} className="flex gap-2 text-slate-500">
            <XIcon className="mt-0.5 h-4 w-4 shrink-0 text-red-500" />
            <span>
              <span className="sr-only">{t('pricing.notCovered')}</span>
              {serverText(f)}
            </span>
          </li>
        ))}
      </ul>
      <Button
        className={cn(
          'mt-6 w-full',
          classic ? BRAND_SOLID : '!border-brand-600 !text-brand-800 hover:!bg-brand-50',
        )}
        variant={classic ? 'primary' : 'outline'}
        aria-label={t('pricing.bookLabel', { name })}
        onClick={onBook}
      >
        {t('pricing.book')}
      </Button>
    </div>
  );
}
