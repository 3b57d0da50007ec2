import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import { Button } from '../../../components/ui/button';
import { describeApiError } from '../../../i18n/api-error';
import { paths } from '../../../lib/paths';
import { resetPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { newPasswordFormSchema, type NewPasswordForm } from '../model/new-password';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

export default function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<NewPasswordForm>({
    resolver: zodResolver(newPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const error = form.formState.errors.confirm?.message;
  const { t } = useTranslation(AUTH_NS);
  const messageText = useMessageText();

  const reset = useMutation({
    mutationFn: ({ password }: NewPasswordForm) => resetPassword({ token, password }),
    onError: (e) => form.setError('confirm', { type: 'server', message: describeApiError(e).message }),
  });
  const done = reset.data?.message;
  const busy = reset.isPending;
  const submit = form.handleSubmit((values) => reset.mutate(values));

  if (!token) {
    return (
      <AuthCard title={t('reset.title')}>
        <p className="text-slate-700">{t('reset.incomplete')}</p>
        <Link
          to={paths.forgotPassword}
          className="mt-4 inline-block font-semibold text-brand-700 hover:underline"
        >
          {t('reset.forgotLink')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('reset.title')} subtitle={t('reset.subtitle')}>
      {done ? (
        <div role="status" className="space-y-4">
          <p className="text-slate-700">{messageText(done)}</p>
          <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
            {t('reset.goToLogin')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} className="space-y-4" noValidate>
          <PasswordField
            label={t('reset.newPassword')}
            autoComplete="new-password"
            {...form.register('password')}
          />
          <PasswordField
            label={t('reset.confirmPassword')}
            autoComplete="new-password"
            error={error}
            {...form.register('confirm')}
          />
          <Button type="submit" className="w-full" size="lg" disabled={busy}>
            {busy ? t('reset.saving') : t('reset.submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  );
}
