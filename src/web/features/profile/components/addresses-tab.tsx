import type { AddressDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';
import {
  AddressLocationField,
  type AddressPoint,
} from '../../../components/address-location/address-location-field';
import { useTranslation } from '../../../i18n/react';
import { placeText } from '../../../i18n/namespaces/booking';
import { PROFILE_NS } from '../i18n';

export function AddressesTab(props: {
  addresses: AddressDto[];
  loading: boolean;
  onAdd: () => void;
  onUse: (a: AddressDto) => void;
  onDelete: (a: AddressDto) => void;
  /** Saves the phone's point with the address, or removes it (null); rejects with the reason. */
  onLocate: (a: AddressDto, point: AddressPoint | null) => Promise<void>;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const label = (a: AddressDto) => t(`addressLabels.${a.label}`, { defaultValue: a.label });
  return (
    <section aria-labelledby="addresses-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="addresses-heading" className="text-lg font-semibold text-slate-900">
          {t('addresses.heading')}
        </h2>
        <Button size="sm" onClick={props.onAdd}>
          {t('addresses.add')}
        </Button>
      </div>
      {props.loading ? <p className="text-slate-600">{t('addresses.loading')}</p> : null}
      {!props.loading && props.addresses.length === 0 ? (
        <p className="text-slate-600">{t('addresses.none')}</p>
      ) : null}
      <ul className="grid gap-3 sm:grid-cols-2">
        {props.addresses.map((a) => (
          <li key={a._id} className="rounded-xl border border-slate-200 p-4">
            <p className="text-sm font-bold uppercase tracking-wide text-brand-800">{label(a)}</p>
            <p className="mt-1 text-slate-800" translate="no">
              {a.line1}
            </p>
            {a.line2 ? (
              <p className="text-slate-800" translate="no">
                {a.line2}
              </p>
            ) : null}
            <p className="text-slate-600" translate="no">
              {placeText(a.city)}, {placeText(a.state)} - {a.pincode}
            </p>
            <div className="mt-3">
              <AddressLocationField
                value={
                  a.latitude !== null && a.longitude !== null
                    ? { latitude: a.latitude, longitude: a.longitude }
                    : null
                }
                onChange={(point) => props.onLocate(a, point)}
              />
            </div>
            <div className="mt-3 flex gap-2">
              <Button size="sm" onClick={() => props.onUse(a)}>
                {t('addresses.use')}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                onClick={() => props.onDelete(a)}
                aria-label={t('addresses.deleteLabel', { label: label(a), line: a.line1 })}
              >
                {t('addresses.delete')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
