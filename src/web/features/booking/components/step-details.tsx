import { useEffect } from 'react';
import type { AddressDto } from '../../../../shared/api';
import { addressTitle } from '../../../../shared/domain/default-address';
import { TextField } from '../../../components/ui/field';
import { useAuth } from '../../../lib/auth-store';
import { AddressLocationField } from '../../../components/address-location/address-location-field';
import { serviceAreaTexts } from '../../../../shared/domain/service-area';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import type { BookingFormData, FieldErrors } from '../model/booking-draft';
import type { BookingRules } from '../model/booking-rules';
import { NotServedNotice, pincodeError } from './not-served-notice';
import { useSavedWhatsappConsent } from '../hooks/use-saved-whatsapp-consent';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { BOOKING_NS, placeText } from '../../../i18n/namespaces/booking';
import { placeNameInEnglish } from '../../../../shared/domain/place-names';

interface Props {
  form: BookingFormData;
  errors: FieldErrors;
  set: (patch: Partial<BookingFormData>) => void;
  savedAddresses: AddressDto[];
  rules?: BookingRules;
}

export function StepDetails({ form, errors, set, savedAddresses, rules = {} }: Props) {
  const { t } = useTranslation([BOOKING_NS, AUTH_NS]);
  // The box starts as the account left it; the customer's own tick or untick wins.
  const savedWhatsapp = useSavedWhatsappConsent();
  useEffect(() => {
    if (form.whatsappOptIn === undefined && savedWhatsapp !== undefined)
      set({ whatsappOptIn: savedWhatsapp });
  }, [form.whatsappOptIn, savedWhatsapp, set]);
  const serverText = useServerText();
  const user = useAuth()?.user;
  const customer = user?.role === 'client' ? user : null;
  useEffect(() => {
    if (customer && form.customerEmail !== customer.email) set({ customerEmail: customer.email });
  }, [customer, form.customerEmail, set]);
  const pinError = pincodeError(form.address.pincode, errors['address.pincode'], rules.isServed);
  const setAddress = (patch: Partial<BookingFormData['address']>) =>
    set({ address: { ...form.address, ...patch } });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('details.name')}
          autoComplete="name"
          value={form.customerName}
          onChange={(e) => set({ customerName: e.target.value })}
          error={errors.customerName}
        />
        <TextField
          label={t('details.email')}
          type="email"
          autoComplete="email"
          // A customer's booking mail goes to their account's address (the server keeps it so).
          value={customer ? customer.email : form.customerEmail}
          readOnly={!!customer}
          hint={t('details.emailHint')}
          onChange={(e) => set({ customerEmail: e.target.value })}
          error={errors.customerEmail}
        />
        <TextField
          label={t('details.phone')}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          value={form.phoneNumber}
          onChange={(e) => set({ phoneNumber: e.target.value })}
          error={errors.phoneNumber}
        />
      </div>
      <CheckboxField
        label={t('whatsapp.optIn', { ns: AUTH_NS })}
        hint={t('whatsapp.optInHint', { ns: AUTH_NS })}
        checked={!!form.whatsappOptIn}
        onChange={(e) => set({ whatsappOptIn: e.target.checked })}
      />
      {savedAddresses.length ? (
        <div>
          <p className="text-sm font-semibold text-slate-800">{t('details.savedAddresses')}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            {savedAddresses.map((a) => (
              <button
                key={a._id}
                type="button"
                className="rounded-full border border-slate-300 px-3 py-1.5 text-sm hover:border-brand-600"
                onClick={() =>
                  setAddress({
                    line1: a.line1,
                    line2: a.line2,
                    city: a.city,
                    state: a.state,
                    pincode: a.pincode,
                    latitude: a.latitude,
                    longitude: a.longitude,
                  })
                }
              >
                {addressTitle(a, serverText)}: {a.line1}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <TextField
        label={t('details.line1')}
        autoComplete="address-line1"
        value={form.address.line1}
        onChange={(e) => setAddress({ line1: e.target.value })}
        error={errors['address.line1']}
      />
      <TextField
        label={t('details.line2')}
        autoComplete="address-line2"
        value={form.address.line2}
        onChange={(e) => setAddress({ line2: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('details.city')}
          autoComplete="address-level2"
          value={placeText(form.address.city)}
          onChange={(e) => setAddress({ city: placeNameInEnglish(e.target.value) })}
          error={errors['address.city']}
        />
        <TextField
          label={t('details.state')}
          autoComplete="address-level1"
          value={placeText(form.address.state)}
          onChange={(e) => setAddress({ state: placeNameInEnglish(e.target.value) })}
          error={errors['address.state']}
        />
        <TextField
          label={t('details.pincode')}
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          placeholder={t('details.pincodePlaceholder')}
          value={form.address.pincode}
          // Another pincode is another place: a point saved for the old one no longer fits.
          onChange={(e) =>
            setAddress({
              pincode: e.target.value,
              ...(e.target.value !== form.address.pincode ? { latitude: null, longitude: null } : {}),
            })
          }
          error={pinError}
        />
      </div>
      {pinError === serviceAreaTexts.pincodeNotServed ? <NotServedNotice /> : null}
      <AddressLocationField
        value={
          form.address.latitude != null && form.address.longitude != null
            ? { latitude: form.address.latitude, longitude: form.address.longitude }
            : null
        }
        onChange={(point) =>
          setAddress({ latitude: point?.latitude ?? null, longitude: point?.longitude ?? null })
        }
        error={errors['address.latitude']}
      />
    </div>
  );
}
