import { useTranslation } from '../../../i18n/react';
import { useGstContext } from '../../settings/api/get-settings';
import { useServerText } from '../../../i18n/server-text';
import { SERVICES_NS } from '../../../i18n/services-namespace';
import type { PackageDto, ServiceDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useService } from '../../catalogue/api/get-services';
import { addonLabel } from '../../../components/price/price-labels';
import { PricingCard } from './pricing-card';

/** The pricing cards of a service page, straight from GET /api/services, the only source of prices. */
export function ServicePricing({
  slug,
  name,
  note,
  onBook,
}: {
  slug: string;
  name: string;
  note?: string;
  /** Book, with the package whose card it was on. */
  onBook: (pkg?: PackageDto) => void;
}) {
  const service = useService(slug);
  const { t } = useTranslation(SERVICES_NS);
  const gst = useGstContext();
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-heading"
      className="scroll-mt-20 bg-slate-50 py-14 sm:py-20"
    >
      <div className="mx-auto max-w-6xl px-4">
        <div className="mx-auto max-w-2xl text-center">
          <h2 id="pricing-heading" className="text-3xl font-bold tracking-tight text-slate-900">
            {t('pricing.heading', { name })}
          </h2>
          <p className="mt-3 text-slate-600">
            {note ? `${note} ` : ''}
            {t('pricing.gstNote', gst)}
          </p>
        </div>
        {service.isPending ? (
          <ul
            aria-busy="true"
            aria-label={t('pricing.loading')}
            className="mx-auto mt-10 grid max-w-3xl gap-6 sm:grid-cols-2"
          >
            <li className="h-80 animate-pulse rounded-2xl bg-slate-200/60" />
            <li className="h-80 animate-pulse rounded-2xl bg-slate-200/60" />
          </ul>
        ) : service.isError ? (
          <div
            role="alert"
            className="mx-auto mt-10 max-w-md rounded-2xl bg-red-50 p-6 text-center text-red-800"
          >
            <p className="font-semibold">{t('pricing.error')}</p>
            <Button variant="outline" className="mt-4" onClick={() => service.refetch()}>
              {t('pricing.tryAgain')}
            </Button>
          </div>
        ) : !service.data ? (
          <p className="mx-auto mt-10 max-w-md text-center text-slate-600">{t('pricing.unavailable')}</p>
        ) : (
          <PackageGrid service={service.data} onBook={onBook} />
        )}
      </div>
    </section>
  );
}

const BHK = /^(\d+\s*BHK)\b/i;

/** Home packages read best grouped by home size (1, 2, 3 BHK); other services list their packages flat. */
export function groupPackages(packages: PackageDto[]): { label: string | null; packages: PackageDto[] }[] {
  if (!packages.length || !packages.every((p) => BHK.test(p.name))) return [{ label: null, packages }];
  const groups = new Map<string, PackageDto[]>();
  for (const p of packages) {
    const label = p.name.match(BHK)![1].toUpperCase().replace(/\s+/, ' ');
    groups.set(label, [...(groups.get(label) ?? []), p]);
  }
  return [...groups].map(([label, list]) => ({ label, packages: list }));
}

const cardWidth = 'w-full sm:w-[calc(50%-12px)]';

function PackageGrid({ service, onBook }: { service: ServiceDto; onBook: (pkg: PackageDto) => void }) {
  const { t } = useTranslation(SERVICES_NS);
  const serverText = useServerText();
  const groups = groupPackages(service.packages);
  const wide = groups.length === 1 && service.packages.length > 2;
  return (
    <>
      {groups.map((g) => (
        <div key={g.label ?? 'all'} className={cn('mx-auto mt-12', wide ? 'max-w-6xl' : 'max-w-3xl')}>
          {g.label ? <h3 className="mb-5 text-xl font-bold text-slate-900">{serverText(g.label)}</h3> : null}
          <ul className="flex flex-wrap justify-center gap-6">
            {g.packages.map((p) => (
              <li
                key={p._id}
                className={cn(
                  'flex',
                  wide ? 'w-full sm:w-[calc(50%-12px)] lg:w-[calc(33.333%-16px)]' : cardWidth,
                )}
              >
                <PricingCard
                  service={service}
                  pkg={p}
                  onBook={() => onBook(p)}
                  heading={g.label ? 'h4' : 'h3'}
                />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {service.addons.length ? (
        <div className="mx-auto mt-10 max-w-3xl rounded-2xl bg-white p-6 ring-1 ring-slate-200">
          <h3 className="font-bold text-slate-900">{t('pricing.addons')}</h3>
          <ul className="mt-3 grid gap-2 text-sm text-slate-700 sm:grid-cols-2">
            {service.addons.map((a) => (
              <li key={a._id} className="flex justify-between gap-3 rounded-lg bg-slate-50 px-3 py-2">
                <span>{addonLabel(a)}</span>
                {a.packageNames.length ? (
                  <span className="text-slate-500">
                    {t('pricing.only', { packages: a.packageNames.map(serverText).join(', ') })}
                  </span>
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
