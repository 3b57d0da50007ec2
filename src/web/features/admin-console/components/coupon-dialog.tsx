import { useEditDialogForm } from '../hooks/use-edit-dialog-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { DateField } from '../../../components/date-field/date-field';
import { SelectField } from '../../../components/ui/select-field';
import { useSaveCoupon } from '../api/save-coupon';
import type { AdminCouponDto } from '../../../../shared/api-admin';
import { couponFormSchema, type CouponForm } from '../model/admin-forms';

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));

function toForm(c: AdminCouponDto | null): CouponForm {
  return {
    code: c?.code ?? '',
    description: c?.description ?? '',
    type: c?.type ?? 'percent',
    value: c ? (c.type === 'flat' ? rupees(c.value) : String(c.value)) : '',
    cap: rupees(c?.maxDiscountPaise ?? null),
    minOrder: rupees(c?.minOrderPaise ?? null),
    firstBookingOnly: c?.firstBookingOnly ?? false,
    usageLimit: c?.usageLimit ? String(c.usageLimit) : '',
    expiresOn: c?.expiresAt
      ? new Date(Date.parse(c.expiresAt) + 330 * 60_000).toISOString().slice(0, 10)
      : '',
    isActive: c?.isActive ?? true,
    isPublic: c?.isPublic ?? false,
  };
}

/** Create or edit a coupon: type, value, cap, minimum order, first booking only, usage limit, expiry. */
export function CouponDialog(props: { open: boolean; coupon: AdminCouponDto | null; onClose: () => void }) {
  const save = useSaveCoupon();
  const { form, errors, isSubmitting, submit } = useEditDialogForm({
    open: props.open,
    item: props.coupon,
    toForm,
    schema: couponFormSchema,
    save: (values) => save.mutateAsync({ id: props.coupon?.id, form: values }),
    onClose: props.onClose,
  });
  const type = form.watch('type');
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => (o ? undefined : props.onClose())}
      title={props.coupon ? `Edit ${props.coupon.code}` : 'New coupon'}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField
          label="Code"
          disabled={!!props.coupon}
          error={errors.code?.message}
          {...form.register('code')}
        />
        <SelectField label="Type" {...form.register('type')}>
          <option value="percent">Percent off</option>
          <option value="flat">Flat amount off</option>
        </SelectField>
        <TextField
          label={type === 'percent' ? 'Percent (1–100)' : 'Amount off (₹)'}
          inputMode="decimal"
          error={errors.value?.message}
          {...form.register('value')}
        />
        <TextField
          label="Cap (₹, optional)"
          inputMode="decimal"
          error={errors.cap?.message}
          {...form.register('cap')}
        />
        <TextField
          label="Minimum order (₹, optional)"
          inputMode="decimal"
          error={errors.minOrder?.message}
          {...form.register('minOrder')}
        />
        <TextField
          label="Usage limit (optional)"
          inputMode="numeric"
          error={errors.usageLimit?.message}
          {...form.register('usageLimit')}
        />
        <DateField
          label="Expires on (optional)"
          clearable
          value={form.watch('expiresOn') ?? ''}
          onChange={(v) =>
            form.setValue('expiresOn', v, { shouldDirty: true, shouldValidate: form.formState.isSubmitted })
          }
          error={errors.expiresOn?.message}
        />
        <TextField
          label="Description"
          error={errors.description?.message}
          {...form.register('description')}
        />
        <label className="flex min-h-[44px] items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('firstBookingOnly')} /> First booking
          only
        </label>
        <label className="flex min-h-[44px] items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('isActive')} /> Active
        </label>
        <label className="flex min-h-[44px] items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('isPublic')} /> Show on the site's
          offers
        </label>
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save coupon'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
