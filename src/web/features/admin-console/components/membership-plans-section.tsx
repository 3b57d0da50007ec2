import { useState } from 'react';
import type { AdminMembershipPlanDto } from '../../../../shared/api-memberships';
import { useEditDialogForm } from '../hooks/use-edit-dialog-form';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/select-field';
import { useMembershipPlansAdmin, useSaveMembershipPlan } from '../api/membership-plans';
import { membershipPlanFormSchema, type MembershipPlanFormInput } from '../model/admin-forms';
import { SimpleTable } from './simple-table';

const toForm = (p: AdminMembershipPlanDto | null): MembershipPlanFormInput => ({
  name: p?.name ?? '',
  period: p?.period ?? 'monthly',
  priceRupees: p ? String(p.price) : '',
  discountPercent: p ? String(p.discountPercent) : '',
  recleanDays: p ? String(p.recleanDays) : '',
  isActive: p?.isActive ?? true,
});

/** Create or change a Chamak Plus plan; a new price or period applies to the next subscribers only. */
function PlanDialog(props: { open: boolean; plan: AdminMembershipPlanDto | null; onClose: () => void }) {
  const save = useSaveMembershipPlan();
  const { form, errors, isSubmitting, submit } = useEditDialogForm({
    open: props.open,
    item: props.plan,
    toForm,
    schema: membershipPlanFormSchema,
    save: (values) => save.mutateAsync({ id: props.plan?.id, form: values }),
    onClose: props.onClose,
  });
  return (
    <Dialog
      open={props.open}
      onOpenChange={(o) => (o ? undefined : props.onClose())}
      title={props.plan ? `Edit ${props.plan.name}` : 'New membership plan'}
      className="max-w-lg"
    >
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" error={errors.name?.message} {...form.register('name')} />
        <SelectField label="Billed" {...form.register('period')}>
          <option value="monthly">Monthly</option>
          <option value="quarterly">Quarterly</option>
        </SelectField>
        <TextField
          label="Price (₹)"
          inputMode="numeric"
          error={errors.priceRupees?.message}
          {...form.register('priceRupees')}
        />
        <TextField
          label="Discount on every visit (%)"
          inputMode="numeric"
          error={errors.discountPercent?.message}
          {...form.register('discountPercent')}
        />
        <TextField
          label="Days to report a problem"
          inputMode="numeric"
          error={errors.recleanDays?.message}
          {...form.register('recleanDays')}
        />
        <label className="flex min-h-[44px] items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-4 w-4" {...form.register('isActive')} /> Offered to customers
        </label>
        {props.plan ? (
          <p className="text-xs text-slate-600 sm:col-span-2">
            A new price or billing period applies to the next subscribers; members keep what they subscribed
            to.
          </p>
        ) : null}
        <div className="flex justify-end sm:col-span-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? 'Saving…' : 'Save plan'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The owner's Chamak Plus plans (issue 36 part 3): price, discount, re-clean days, members, offered or not. */
export function MembershipPlansSection() {
  const plans = useMembershipPlansAdmin();
  const [editing, setEditing] = useState<AdminMembershipPlanDto | null>(null);
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="membership-plans" className="mb-6">
      <div className="mb-2 flex items-center justify-between">
        <h2 id="membership-plans" className="text-lg font-semibold text-slate-900">
          Chamak Plus plans
        </h2>
        <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
          New plan
        </Button>
      </div>
      {plans.data ? (
        <SimpleTable
          caption="Chamak Plus plans"
          rows={plans.data}
          rowKey={(p) => p.id}
          columns={[
            { header: 'Name', cell: (p) => p.name },
            { header: 'Price', cell: (p) => `₹${p.price.toLocaleString('en-IN')} ${p.period}` },
            { header: 'Discount', cell: (p) => `${p.discountPercent}%` },
            { header: 'Report within', cell: (p) => `${p.recleanDays} days` },
            { header: 'Members', cell: (p) => String(p.members) },
            { header: 'Offered', cell: (p) => (p.isActive ? 'Yes' : 'No') },
            {
              header: 'Actions',
              cell: (p) => (
                <Button size="sm" variant="outline" onClick={() => setEditing(p)}>
                  Edit
                </Button>
              ),
            },
          ]}
        />
      ) : null}
      <PlanDialog
        open={creating || !!editing}
        plan={editing}
        onClose={() => {
          setCreating(false);
          setEditing(null);
        }}
      />
    </section>
  );
}
