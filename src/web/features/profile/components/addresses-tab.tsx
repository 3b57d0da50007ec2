import type { AddressDto } from '../../../../shared/api';
import { useState } from 'react';
import { addressTitle } from '../../../../shared/domain/default-address';
import { ADDRESS_NAME_MAX } from '../../../../shared/schemas/users';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
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
  /** Names the address ('' removes the name) or makes it the default. */
  onChange: (a: AddressDto, input: { name?: string; isDefault?: true }) => Promise<void>;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const label = (a: AddressDto) => t(`addressLabels.${a.label}`, { defaultValue: a.label });
  const [naming, setNaming] = useState<{ id: string; name: string } | null>(null);
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
            <div className="flex flex-wrap items-center gap-2">
              <p
                className="text-sm font-bold uppercase tracking-wide text-brand-800"
                translate={a.name ? 'no' : undefined}
              >
                {addressTitle(a, () => label(a))}
              </p>
              {a.isDefault ? (
                <span className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800">
                  {t('addresses.default')}
                </span>
              ) : null}
            </div>
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
            {naming?.id === a._id ? (
              <form
                className="mt-3 flex items-end gap-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  void props.onChange(a, { name: naming.name.trim() }).then(() => setNaming(null));
                }}
              >
                <TextField
                  label={t('addresses.nameLabel')}
                  hint={t('addresses.nameHint')}
                  maxLength={ADDRESS_NAME_MAX}
                  value={naming.name}
                  onChange={(e) => setNaming({ id: a._id, name: e.target.value })}
                />
                <Button size="sm" type="submit">
                  {t('addresses.saveName')}
                </Button>
              </form>
            ) : null}
            <div className="mt-3 flex flex-wrap gap-2">
              <Button size="sm" onClick={() => props.onUse(a)}>
                {t('addresses.use')}
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setNaming({ id: a._id, name: a.name })}
                aria-label={t('addresses.nameAria', { line: a.line1 })}
              >
                {t('addresses.name')}
              </Button>
              {a.isDefault ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => void props.onChange(a, { isDefault: true })}
                  aria-label={t('addresses.makeDefaultAria', { line: a.line1 })}
                >
                  {t('addresses.makeDefault')}
                </Button>
              )}
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
