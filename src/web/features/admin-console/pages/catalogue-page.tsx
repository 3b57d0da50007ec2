import { Titled } from '../components/section-header';
import { useState } from 'react';
import type { ServiceDto } from '../../../../shared/api';
import { formatRupees, rupeesToPaise } from '../../../../shared/money';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ErrorState, LoadingState } from '../../../components/ui/query-state';
import { useAdminServices } from '../api/get-admin-services';
import { useSaveAddon } from '../api/save-addon';
import { useSetServiceActive } from '../api/update-service';
import { PackageEditor } from '../components/package-editor';
import { SectionHeader } from '../components/section-header';
import { rupeesInputToPaise } from '../model/admin-forms';

const unitLabel = (s: ServiceDto) =>
  s.pricingType === 'sq.ft'
    ? '/sq.ft'
    : s.pricingType === 'unit'
      ? `/${s.measurementField.unit || 'unit'}`
      : '';

function Addons({ service }: { service: ServiceDto }) {
  const save = useSaveAddon();
  const [name, setName] = useState('');
  const [price, setPrice] = useState('');
  const [error, setError] = useState<string>();
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold text-slate-800">Add-ons</h3>
      <ul className="mt-1 space-y-1 text-sm">
        {service.addons.map((a) => (
          <li key={a._id}>
            {a.name} · {formatRupees(rupeesToPaise(a.price))}
          </li>
        ))}
      </ul>
      <form
        noValidate
        className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-[1fr_8rem_auto] sm:items-end"
        onSubmit={(e) => {
          e.preventDefault();
          const paise = rupeesInputToPaise(price);
          if (!name.trim()) return setError('Add-on name is required');
          if (Number.isNaN(paise)) return setError('Price must be an amount in rupees');
          setError(undefined);
          save.mutate(
            { kind: 'create', serviceId: service._id, name: name.trim(), price: paise / 100 },
            { onSuccess: () => (setName(''), setPrice('')) },
          );
        }}
      >
        <TextField label="New add-on" value={name} error={error} onChange={(e) => setName(e.target.value)} />
        <TextField
          label="Price (₹)"
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
        />
        <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
          Add<span className="sr-only"> add-on to {service.name}</span>
        </Button>
      </form>
    </div>
  );
}

export default function CataloguePage() {
  const services = useAdminServices();
  const setActive = useSetServiceActive();
  if (services.isPending)
    return (
      <Titled title="Catalogue">
        <LoadingState />
      </Titled>
    );
  if (services.isError)
    return (
      <Titled title="Catalogue">
        <ErrorState error={services.error} onRetry={() => void services.refetch()} />
      </Titled>
    );
  return (
    <>
      <SectionHeader title="Catalogue" />
      <div className="space-y-4">
        {services.data.map((s) => (
          <section
            key={s._id}
            aria-labelledby={`svc-${s._id}`}
            className="rounded-xl border border-slate-200 bg-white p-4"
          >
            <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
              <h2 id={`svc-${s._id}`} className="text-lg font-semibold text-slate-900">
                {s.name}{' '}
                {s.isActive ? null : <span className="text-sm font-normal text-red-700">(hidden)</span>}
              </h2>
              <Button
                size="sm"
                variant="outline"
                disabled={setActive.isPending}
                onClick={() => setActive.mutate({ serviceId: s._id, name: s.name, isActive: !s.isActive })}
              >
                {s.isActive ? 'Hide from site' : 'Show on site'}
                <span className="sr-only"> {s.name}</span>
              </Button>
            </div>
            <div className="space-y-2">
              {s.packages.map((p) => (
                <PackageEditor key={`${p._id}-${p.price}-${p.isActive}`} pkg={p} unit={unitLabel(s)} />
              ))}
            </div>
            <Addons service={s} />
          </section>
        ))}
      </div>
    </>
  );
}
