import type { ServiceDto } from '../../../../shared/api';
import { cn } from '../../../components/ui/cn';
import {
  addonLabel,
  addonsFor,
  areaLabel,
  priceLabel,
  startingPrice,
} from '../../../components/price/price-labels';
import type { BookingFormData, FieldErrors } from '../model/booking-draft';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { durationText, useServerText } from '../../../i18n/server-text';
import { BOOKING_NS } from '../../../i18n/namespaces/booking';

interface Props {
  services: ServiceDto[];
  /** The catalogue is still on its way: placeholder cards hold its place. */
  loading?: boolean;
  form: BookingFormData;
  errors: FieldErrors;
  onService: (id: string) => void;
  onPackage: (id: string) => void;
  onAddons: (names: string[]) => void;
}

/** Placeholder cards the size of a service card with a two-line teaser, one per seeded service. */
function ServiceSkeletons() {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <>
      <p role="status" className="sr-only">
        {t('service.loading')}
      </p>
      {Array.from({ length: 7 }, (_, i) => (
        <div key={i} aria-hidden className="flex items-start gap-3 rounded-xl border border-slate-200 p-3">
          <span className="mt-1 h-[13px] w-[13px] shrink-0 rounded-full bg-slate-200" />
          <span className="flex flex-1 animate-pulse flex-col">
            <span className="my-1 block h-4 w-1/2 rounded bg-slate-200" />
            <span className="my-0.5 block h-3 w-full rounded bg-slate-100" />
            <span className="my-0.5 block h-3 w-3/4 rounded bg-slate-100" />
            <span className="mb-0.5 mt-1.5 block h-3 w-1/3 rounded bg-slate-200" />
          </span>
        </div>
      ))}
    </>
  );
}

export function StepService({ services, loading, form, errors, onService, onPackage, onAddons }: Props) {
  const { t } = useTranslation(BOOKING_NS);
  const serverText = useServerText();
  const messageText = useMessageText();
  const service = services.find((s) => s._id === form.serviceId);
  const pkg = service?.packages.find((p) => p._id === form.packageId);
  const addons = service && pkg ? addonsFor(service.addons, [pkg.name]) : [];
  return (
    <div className="space-y-6">
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">{t('service.service')}</legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {loading && !services.length ? <ServiceSkeletons /> : null}
          {services.map((s) => (
            <label
              key={s._id}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                form.serviceId === s._id
                  ? 'border-brand-600 bg-brand-50'
                  : 'border-slate-200 hover:border-slate-300',
              )}
            >
              <input
                type="radio"
                name="service"
                value={s._id}
                checked={form.serviceId === s._id}
                onChange={() => onService(s._id)}
                className="mt-1"
              />
              <span>
                <span className="block font-semibold text-slate-900">{serverText(s.name)}</span>
                <span className="block text-xs text-slate-600">{serverText(s.teaser)}</span>
                <span className="mt-1 block text-xs font-semibold text-brand-700">
                  {t('service.from', { price: priceLabel(s, startingPrice(s)) })}
                </span>
              </span>
            </label>
          ))}
        </div>
        {errors.serviceId ? (
          <p role="alert" className="mt-2 text-sm text-red-600">
            {messageText(errors.serviceId)}
          </p>
        ) : null}
      </fieldset>
      {service ? (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t('service.package')}</legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-2">
            {service.packages.map((p) => (
              <label
                key={p._id}
                className={cn(
                  'flex cursor-pointer items-start gap-3 rounded-xl border p-3',
                  form.packageId === p._id
                    ? 'border-brand-600 bg-brand-50'
                    : 'border-slate-200 hover:border-slate-300',
                )}
              >
                <input
                  type="radio"
                  name="package"
                  value={p._id}
                  checked={form.packageId === p._id}
                  onChange={() => onPackage(p._id)}
                  className="mt-1"
                />
                <span>
                  <span className="block font-semibold text-slate-900">
                    {serverText(p.name)} · {priceLabel(service, p.price)}
                  </span>
                  <span className="block text-xs text-slate-600">
                    {[areaLabel(p), p.duration && durationText(p.duration)].filter(Boolean).join(' · ') ||
                      serverText(p.description)}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.packageId ? (
            <p role="alert" className="mt-2 text-sm text-red-600">
              {messageText(errors.packageId)}
            </p>
          ) : null}
        </fieldset>
      ) : null}
      {addons.length ? (
        <fieldset>
          <legend className="text-sm font-semibold text-slate-800">{t('service.addons')}</legend>
          <div className="mt-2 flex flex-wrap gap-2">
            {addons.map((a) => {
              const checked = form.addons.includes(a.name);
              return (
                <label
                  key={a._id}
                  className={cn(
                    'flex cursor-pointer items-center gap-2 rounded-full border px-3 py-1.5 text-sm',
                    checked ? 'border-brand-600 bg-brand-50' : 'border-slate-300',
                  )}
                >
                  <input
                    type="checkbox"
                    checked={checked}
                    onChange={() =>
                      onAddons(checked ? form.addons.filter((n) => n !== a.name) : [...form.addons, a.name])
                    }
                  />
                  {addonLabel(a)}
                </label>
              );
            })}
          </div>
        </fieldset>
      ) : null}
    </div>
  );
}
