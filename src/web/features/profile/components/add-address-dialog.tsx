import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ADDRESS_LABELS, addressInputSchema } from '../../../../shared/schemas/users';
import { validation } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { AddressLocationField } from '../../../components/address-location/address-location-field';
import { Dialog } from '../../../components/ui/dialog';
import { FieldShell, inputClass, TextField } from '../../../components/ui/field';
import { useMessageText } from '../../../i18n/message-text';
import { placeNameInEnglish } from '../../../../shared/domain/place-names';
import { placeText } from '../../../i18n/namespaces/booking';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

type AddressForm = z.input<typeof addressInputSchema>;

/** 'Add New Address' (a Profile modal). */
export function AddAddressDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onSave: (address: z.output<typeof addressInputSchema>) => Promise<void>;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const messageText = useMessageText();
  const form = useForm<AddressForm, unknown, z.output<typeof addressInputSchema>>({
    resolver: zodResolver(addressInputSchema),
    defaultValues: {
      label: 'Home',
      line1: '',
      line2: '',
      // In the reader's language (a Hindi form shows इंदौर); saved in English, as addresses are kept.
      city: placeText('Indore'),
      state: placeText('Madhya Pradesh'),
      pincode: '',
      latitude: null,
      longitude: null,
    },
  });
  const [latitude, longitude] = form.watch(['latitude', 'longitude']);
  const { errors, isSubmitting } = form.formState;
  const requiredMissing = [errors.line1, errors.city, errors.state, errors.pincode].some(
    (e) => e?.message === validation.addressRequiredFields,
  );

  const close = (open: boolean) => {
    if (!open) form.reset();
    props.onOpenChange(open);
  };
  const submit = form.handleSubmit(async (values) => {
    await props.onSave({
      ...values,
      city: placeNameInEnglish(values.city),
      state: placeNameInEnglish(values.state),
    });
    form.reset();
  });

  return (
    <Dialog open={props.open} onOpenChange={close} title={t('addDialog.title')}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        {requiredMissing ? (
          <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">
            {messageText(validation.addressRequiredFields)}
          </p>
        ) : null}
        <FieldShell id="address-label" label={t('addDialog.label')}>
          <select id="address-label" className={inputClass()} {...form.register('label')}>
            {ADDRESS_LABELS.map((l) => (
              <option key={l} value={l}>
                {t(`addressLabels.${l}`)}
              </option>
            ))}
          </select>
        </FieldShell>
        <TextField
          label={t('addDialog.line1')}
          {...form.register('line1')}
          error={errors.line1 && !requiredMissing ? errors.line1.message : undefined}
          aria-invalid={!!errors.line1}
        />
        <TextField label={t('addDialog.line2')} {...form.register('line2')} />
        <div className="grid grid-cols-2 gap-3">
          <TextField label={t('addDialog.city')} {...form.register('city')} aria-invalid={!!errors.city} />
          <TextField label={t('addDialog.state')} {...form.register('state')} aria-invalid={!!errors.state} />
        </div>
        <TextField
          label={t('addDialog.pincode')}
          inputMode="numeric"
          maxLength={6}
          placeholder={messageText(validation.pincodePlaceholder)}
          {...form.register('pincode')}
          error={
            errors.pincode && errors.pincode.message !== validation.addressRequiredFields
              ? errors.pincode.message
              : undefined
          }
        />
        <AddressLocationField
          value={latitude != null && longitude != null ? { latitude, longitude } : null}
          onChange={(point) => {
            form.setValue('latitude', point?.latitude ?? null);
            form.setValue('longitude', point?.longitude ?? null);
            form.clearErrors('latitude');
          }}
          error={errors.latitude?.message}
        />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={() => close(false)}>
            {t('addDialog.cancel')}
          </Button>
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('addDialog.saving') : t('addDialog.save')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
