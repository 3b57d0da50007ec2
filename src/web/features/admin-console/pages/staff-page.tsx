import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { StaffMemberDto } from '../../../../shared/api-staff';
import { STAFF_ROLES, type StaffRole } from '../../../../shared/domain/permissions';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../i18n/react';
import { useAuth } from '../../../lib/auth-store';
import { useCreateStaff, useResetStaffSecondFactor, useStaff, useUpdateStaff } from '../api/staff';
import { SectionHeader } from '../components/section-header';
import { SimpleTable } from '../components/simple-table';
import { STAFF_NS } from '../i18n/staff-texts';
import { newStaffFormSchema, type NewStaffForm } from '../model/admin-forms';

/** /adminDashboard/staff (owners only): who works in the console, in which role; add, change, switch off. */
export default function StaffPage() {
  const { t } = useTranslation(STAFF_NS);
  const staff = useStaff();
  return (
    <>
      <SectionHeader title={t('title')} />
      <p className="mb-4 max-w-3xl text-sm text-slate-700">{t('intro')}</p>
      {staff.isPending ? (
        <LoadingState label={t('loading')} />
      ) : staff.isError ? (
        <ErrorState error={staff.error} onRetry={() => void staff.refetch()} />
      ) : staff.data.length ? (
        <StaffTable staff={staff.data} />
      ) : (
        <EmptyState title={t('empty')} />
      )}
      <NewStaffForm />
    </>
  );
}

function StaffTable({ staff }: { staff: StaffMemberDto[] }) {
  const { t } = useTranslation(STAFF_NS);
  const me = useAuth()?.user.id;
  const roleName = (role: StaffRole) => t(`roles.${role}`);
  const update = useUpdateStaff((input, member) => ({
    title: t('toast.updated'),
    message:
      input.isActive === false
        ? t('toast.deactivated', { name: member.name })
        : input.isActive === true
          ? t('toast.activated', { name: member.name })
          : t('toast.nowRole', { name: member.name, role: roleName(member.role) }),
  }));
  const reset = useResetStaffSecondFactor((member) => ({
    title: t('toast.secondFactorReset'),
    message: t('toast.secondFactorResetText', { name: member.name }),
  }));
  const [resetting, setResetting] = useState<StaffMemberDto | null>(null);
  return (
    <>
      <ConfirmDialog
        open={!!resetting}
        onOpenChange={(open) => !open && setResetting(null)}
        title={t('resetSecondFactor')}
        message={resetting ? t('resetSecondFactorConfirm', { name: resetting.name }) : ''}
        confirmLabel={t('resetSecondFactor')}
        busy={reset.isPending}
        danger
        onConfirm={() => {
          if (resetting) reset.mutate(resetting, { onSettled: () => setResetting(null) });
        }}
      />
      <SimpleTable
        caption={t('listCaption')}
        rows={staff}
        rowKey={(m) => m._id}
        columns={[
          {
            header: t('columns.name'),
            cell: (m) => (
              <span className="font-semibold text-slate-900">
                {m.name}{' '}
                {m._id === me ? <span className="font-normal text-slate-600">{t('you')}</span> : null}
              </span>
            ),
          },
          { header: t('columns.email'), cell: (m) => <span className="break-all">{m.email}</span> },
          { header: t('columns.phone'), cell: (m) => m.phone },
          {
            header: t('columns.role'),
            cell: (m) => (
              <SelectField
                label={<span className="sr-only">{t('changeRole', { name: m.name })}</span>}
                value={m.role}
                disabled={update.isPending}
                onChange={(e) => update.mutate({ id: m._id, role: e.target.value as StaffRole })}
              >
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {roleName(r)}
                  </option>
                ))}
              </SelectField>
            ),
          },
          {
            header: t('columns.state'),
            cell: (m) => (
              <span className={m.isActive ? 'font-medium text-emerald-800' : 'font-medium text-slate-600'}>
                {m.isActive ? t('active') : t('inactive')}
                <span className="block text-xs font-normal text-slate-600">
                  {m.secondFactor ? t('secondFactorOn') : t('secondFactorOff')}
                </span>
              </span>
            ),
          },
          {
            header: t('columns.actions'),
            cell: (m) => (
              <div className="flex flex-wrap gap-2">
                <Button
                  size="sm"
                  variant={m.isActive ? 'outline' : 'primary'}
                  disabled={update.isPending}
                  onClick={() => update.mutate({ id: m._id, isActive: !m.isActive })}
                >
                  {m.isActive ? t('deactivate') : t('activate')}
                  <span className="sr-only"> {m.name}</span>
                </Button>
                {m.secondFactor && m._id !== me ? (
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={reset.isPending}
                    onClick={() => setResetting(m)}
                  >
                    {t('resetSecondFactor')}
                    <span className="sr-only"> {m.name}</span>
                  </Button>
                ) : null}
              </div>
            ),
          },
        ]}
      />
    </>
  );
}

function NewStaffForm() {
  const { t } = useTranslation(STAFF_NS);
  const create = useCreateStaff((input) => ({
    title: t('toast.added'),
    message: input.password
      ? t('toast.canLogIn', { name: input.name })
      : t('toast.emailed', { name: input.name, email: input.email }),
  }));
  const form = useForm<z.input<typeof newStaffFormSchema>, unknown, NewStaffForm>({
    resolver: zodResolver(newStaffFormSchema),
    defaultValues: { name: '', email: '', phone: '', password: '', role: 'dispatcher' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await create.mutateAsync(values);
      form.reset();
    } catch {
      // The action's toast has said why; the form stays filled in to correct.
    }
  });
  return (
    <section aria-labelledby="add-staff" className="mt-6 rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="add-staff" className="mb-3 text-lg font-semibold text-slate-900">
        {t('add.title')}
      </h2>
      <form onSubmit={submit} noValidate className="grid gap-3 md:grid-cols-2 xl:grid-cols-3">
        <TextField
          label={t('add.name')}
          autoComplete="off"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('add.email')}
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={t('add.phone')}
          inputMode="tel"
          maxLength={10}
          error={errors.phone?.message}
          {...form.register('phone')}
        />
        <SelectField label={t('add.role')} error={errors.role?.message} {...form.register('role')}>
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`roles.${r}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('add.password')}
          type="password"
          autoComplete="new-password"
          hint={t('add.passwordHint')}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="flex items-end">
          <Button type="submit" disabled={isSubmitting} className="w-full md:w-auto">
            {isSubmitting ? t('add.submitting') : t('add.submit')}
          </Button>
        </div>
      </form>
    </section>
  );
}
