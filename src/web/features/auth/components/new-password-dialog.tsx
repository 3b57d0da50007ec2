import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import type { UserDto } from '../../../../shared/api';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { replaceToken } from '../../../lib/auth-store';
import { useLogout } from '../../../components/session/use-logout';
import { changePassword } from '../api/auth-api';
import { PasswordField } from './password-field';
import { useTranslation } from '../../../i18n/react';
import { newPasswordFormSchema, type NewPasswordForm } from '../model/new-password';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

/**
 * After a temporary-password login: choose a new password before going on, since a temporary password
 * works once (docs/product-rules.md#accounts-and-security). Until then
 * the server answers nothing else (403), so the dialog cannot be closed, only left by logging out.
 * Opened again after a reload, it asks for the temporary password too (it is not kept anywhere).
 */
export function NewPasswordDialog({
  temporaryPassword,
  onDone,
}: {
  temporaryPassword?: string;
  onDone: (user: UserDto) => void;
}) {
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { current: temporaryPassword ?? '', password: '', confirm: '' },
  });
  const error = form.formState.errors.confirm?.message;
  const { t } = useTranslation(AUTH_NS);

  const logOut = useLogout();
  const leave = () => void logOut();

  const change = useMutation({
    mutationFn: ({ current, password }: NewPasswordForm) => changePassword(current ?? '', password),
    onSuccess: (res) => {
      replaceToken(res.token, res.data.user);
      showToast('success', 'Password changed successfully!');
      onDone(res.data.user);
    },
    onError: (e) => form.setError('confirm', { type: 'server', message: describeApiError(e).message }),
  });
  const busy = change.isPending;
  const submit = form.handleSubmit((values) => change.mutate(values));

  return (
    <Dialog
      open
      onOpenChange={() => undefined}
      title={t('newPassword.title')}
      description={t('newPassword.description')}
    >
      <form onSubmit={submit} className="space-y-4" noValidate>
        {temporaryPassword === undefined ? (
          <PasswordField
            label={t('newPassword.temporaryPassword')}
            autoComplete="current-password"
            {...form.register('current')}
          />
        ) : null}
        <PasswordField
          label={t('newPassword.newPassword')}
          autoComplete="new-password"
          {...form.register('password')}
        />
        <PasswordField
          label={t('newPassword.confirmPassword')}
          autoComplete="new-password"
          error={error}
          {...form.register('confirm')}
        />
        <Button type="submit" className="w-full" disabled={busy}>
          {busy ? t('newPassword.saving') : t('newPassword.submit')}
        </Button>
        <Button type="button" variant="outline" className="w-full" onClick={leave}>
          {t('newPassword.logout')}
        </Button>
      </form>
    </Dialog>
  );
}
