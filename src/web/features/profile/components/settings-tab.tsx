import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import type { UserDto } from '../../../../shared/api';
import { changePasswordFormSchema, updateProfileInputSchema } from '../../../../shared/schemas/users';
import { serverMessages, success } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { replaceToken, updateSessionUser } from '../../../lib/auth-store';
import { changePassword, updateProfile } from '../api/profile-api';
import { NotificationSettings } from './notification-settings';
import { AccountDataSection } from './account-data-section';
import { ConsentsSection } from './consents-section';
import { PasskeysSection, TwoStepSection } from '../../auth';
import { useMessageText } from '../../../i18n/message-text';
import { useTranslation } from '../../../i18n/react';
import { PROFILE_NS } from '../i18n';

type ProfileForm = z.input<typeof updateProfileInputSchema>;
type PasswordForm = z.input<typeof changePasswordFormSchema>;

function PersonalInformation({
  user,
  editing,
  setEditing,
}: {
  user: UserDto;
  editing: boolean;
  setEditing: (e: boolean) => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  const values = { name: user.name, email: user.email, phone: user.phone, currentPassword: '' };
  const form = useForm<ProfileForm, unknown, z.output<typeof updateProfileInputSchema>>({
    resolver: zodResolver(updateProfileInputSchema),
    defaultValues: values,
  });
  const { errors, isSubmitting } = form.formState;
  useEffect(() => {
    if (!editing) form.reset({ name: user.name, email: user.email, phone: user.phone, currentPassword: '' });
  }, [editing, user, form]);
  // A new sign-in email needs the current password (docs/product-rules.md#accounts-and-security); the
  // field shows only then.
  const emailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== user.email;

  const save = form.handleSubmit(async ({ currentPassword, ...input }) => {
    const changing = input.email !== user.email;
    if (changing && !currentPassword) {
      form.setError('currentPassword', { message: serverMessages.currentPasswordForEmail });
      return;
    }
    try {
      updateSessionUser(await updateProfile(changing ? { ...input, currentPassword } : input));
      showToast('success', changing ? serverMessages.emailChangePending : success.profileUpdated);
      setEditing(false);
    } catch (error) {
      const onPassword =
        error instanceof ApiError &&
        (error.code === 'CURRENT_PASSWORD_WRONG' ||
          !!error.details?.some((d) => d.field === 'currentPassword'));
      if (onPassword) form.setError('currentPassword', { message: error.message });
      showToast(
        'error',
        'Failed to update profile',
        error instanceof ApiError ? error.serverMessage : undefined,
      );
    }
  });

  return (
    <form onSubmit={save} className="space-y-4" noValidate aria-labelledby="personal-heading">
      <div className="flex items-center justify-between">
        <h2 id="personal-heading" className="text-lg font-semibold text-slate-900">
          {t('settings.personal')}
        </h2>
        {!editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('settings.edit')}
          </Button>
        ) : null}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('settings.fullName')}
          disabled={!editing}
          {...form.register('name')}
          error={errors.name?.message}
        />
        <TextField
          label={t('settings.email')}
          type="email"
          disabled={!editing}
          {...form.register('email')}
          error={errors.email?.message}
        />
        <TextField
          label={t('settings.phone')}
          type="tel"
          disabled={!editing}
          {...form.register('phone')}
          error={errors.phone?.message}
        />
        {editing && emailChanged ? (
          <TextField
            label={t('settings.emailPassword')}
            type="password"
            autoComplete="current-password"
            {...form.register('currentPassword')}
            error={errors.currentPassword?.message}
          />
        ) : null}
      </div>
      {user.pendingEmail ? (
        <div
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{t('settings.pendingTitle')}</p>
          <p>{t('settings.pendingText', { pending: user.pendingEmail, email: user.email })}</p>
        </div>
      ) : null}
      {editing ? (
        <div className="flex gap-2">
          <Button type="submit" disabled={isSubmitting}>
            {isSubmitting ? t('settings.saving') : t('settings.save')}
          </Button>
          <Button variant="outline" onClick={() => setEditing(false)}>
            {t('settings.cancel')}
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function ChangePassword() {
  const { t } = useTranslation(PROFILE_NS);
  const messageText = useMessageText();
  const [open, setOpen] = useState(false);
  const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };
  const form = useForm<PasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const toggle = (next: boolean) => {
    form.reset(empty);
    setOpen(next);
  };
  // A missing field is reported once, for the whole form.
  const firstError =
    errors.currentPassword?.message ?? errors.newPassword?.message ?? errors.confirmPassword?.message;

  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await changePassword(values.currentPassword, values.newPassword);
      replaceToken(res.token, res.data.user);
      showToast('success', success.passwordChanged);
      toggle(false);
    } catch (error) {
      const message = error instanceof ApiError ? error.serverMessage : undefined;
      if (message) form.setError('currentPassword', { message });
      showToast('error', 'Failed to change password', message);
    }
  });

  return (
    <section aria-labelledby="password-heading" className="space-y-4">
      <div className="flex items-center justify-between">
        <h2 id="password-heading" className="text-lg font-semibold text-slate-900">
          {t('settings.passwordHeading')}
        </h2>
        {!open ? (
          <Button variant="outline" size="sm" onClick={() => toggle(true)}>
            {t('settings.changePassword')}
          </Button>
        ) : null}
      </div>
      {open ? (
        <form onSubmit={submit} className="space-y-4" noValidate>
          {firstError ? (
            <p role="alert" className="rounded-lg bg-red-50 p-2 text-sm text-red-700">
              {messageText(firstError)}
            </p>
          ) : null}
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField
              label={t('settings.currentPassword')}
              type="password"
              autoComplete="current-password"
              {...form.register('currentPassword')}
              aria-invalid={!!errors.currentPassword}
            />
            <TextField
              label={t('settings.newPassword')}
              type="password"
              autoComplete="new-password"
              {...form.register('newPassword')}
              aria-invalid={!!errors.newPassword}
            />
            <TextField
              label={t('settings.confirmPassword')}
              type="password"
              autoComplete="new-password"
              {...form.register('confirmPassword')}
              aria-invalid={!!errors.confirmPassword}
            />
          </div>
          <div className="flex gap-2">
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? t('settings.updating') : t('settings.updatePassword')}
            </Button>
            <Button variant="outline" onClick={() => toggle(false)}>
              {t('settings.cancel')}
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}

export function SettingsTab(props: {
  user: UserDto;
  editing: boolean;
  setEditing: (e: boolean) => void;
  onLogout: () => void;
}) {
  const { t } = useTranslation(PROFILE_NS);
  return (
    <div className="space-y-8">
      <PersonalInformation user={props.user} editing={props.editing} setEditing={props.setEditing} />
      <hr className="border-slate-200" />
      <NotificationSettings />
      <hr className="border-slate-200" />
      <ChangePassword />
      <hr className="border-slate-200" />
      <TwoStepSection />
      <hr className="border-slate-200" />
      <PasskeysSection />
      <hr className="border-slate-200" />
      <ConsentsSection email={props.user.email} />
      <hr className="border-slate-200" />
      <AccountDataSection />
      <hr className="border-slate-200" />
      <Button variant="danger" onClick={props.onLogout}>
        {t('settings.logout')}
      </Button>
    </div>
  );
}
