import type { AddressDto } from '../../../../shared/api';
import { TextField } from '../../../components/ui/field';
import { serviceAreaTexts } from '../../../../shared/domain/service-area';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { notificationTexts } from '../../../../shared/notifications';
import type { BookingFormData, FieldErrors } from '../model/booking-form-model';
import type { BookingRules } from '../model/booking-rules';
import { NotServedNotice, pincodeError } from './not-served-notice';

interface Props {
  form: BookingFormData;
  errors: FieldErrors;
  set: (patch: Partial<BookingFormData>) => void;
  savedAddresses: AddressDto[];
  rules?: BookingRules;
}

export function StepDetails({ form, errors, set, savedAddresses, rules = {} }: Props) {
  const pinError = pincodeError(form.address.pincode, errors['address.pincode'], rules.isServed);
  const setAddress = (patch: Partial<BookingFormData['address']>) =>
    set({ address: { ...form.address, ...patch } });
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          autoComplete="name"
          value={form.customerName}
          onChange={(e) => set({ customerName: e.target.value })}
          error={errors.customerName}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          value={form.customerEmail}
          onChange={(e) => set({ customerEmail: e.target.value })}
          error={errors.customerEmail}
        />
        <TextField
          label="Phone number"
          type="tel"
          inputMode="numeric"
          maxLength={10}
          autoComplete="tel-national"
          value={form.phoneNumber}
          onChange={(e) => set({ phoneNumber: e.target.value })}
          error={errors.phoneNumber}
        />
      </div>
      <CheckboxField
        label={notificationTexts.whatsappOptIn}
        hint={notificationTexts.whatsappOptInHint}
        checked={!!form.whatsappOptIn}
        onChange={(e) => set({ whatsappOptIn: e.target.checked })}
      />
      {savedAddresses.length ? (
        <div>
          <p className="text-sm font-semibold text-slate-800">Saved addresses</p>
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
                  })
                }
              >
                {a.label}: {a.line1}
              </button>
            ))}
          </div>
        </div>
      ) : null}
      <TextField
        label="Address line 1"
        autoComplete="address-line1"
        value={form.address.line1}
        onChange={(e) => setAddress({ line1: e.target.value })}
        error={errors['address.line1']}
      />
      <TextField
        label="Address line 2 (optional)"
        autoComplete="address-line2"
        value={form.address.line2}
        onChange={(e) => setAddress({ line2: e.target.value })}
      />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="City"
          autoComplete="address-level2"
          value={form.address.city}
          onChange={(e) => setAddress({ city: e.target.value })}
          error={errors['address.city']}
        />
        <TextField
          label="State"
          autoComplete="address-level1"
          value={form.address.state}
          onChange={(e) => setAddress({ state: e.target.value })}
          error={errors['address.state']}
        />
        <TextField
          label="Pincode"
          inputMode="numeric"
          maxLength={6}
          autoComplete="postal-code"
          placeholder="6-digit pincode"
          value={form.address.pincode}
          onChange={(e) => setAddress({ pincode: e.target.value })}
          error={pinError}
        />
      </div>
      {pinError === serviceAreaTexts.pincodeNotServed ? <NotServedNotice /> : null}
    </div>
  );
}
