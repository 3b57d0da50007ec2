import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import type { z } from 'zod';
import { forgotPasswordInputSchema } from '../../../../shared/schemas/auth';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { forgotPassword } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { useTranslation } from '../../../i18n/react';
import { useMessageText } from '../../../i18n/message-text';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

/** The forgot-password page's texts. */
export function forgotPasswordError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.kind === 'network' || error.kind === 'timeout')
      return 'Unable to connect. Please check your internet connection and try again.';
    if (error.status === 404)
      return "We couldn't find an account with that email address. Please check and try again.";
    if (error.status === 429)
      return "You've requested a password reset recently. Please check your email or wait a few minutes before trying again.";
    if (error.status !== null && error.status >= 500)
      return "We're having technical difficulties. Please try again in a few minutes.";
  }
  return "We couldn't send the password reset. Please try again.";
}

export default function ForgotPasswordPage() {
  const [sent, setSent] = useState<string | null>(null);
  const { t } = useTranslation(AUTH_NS);
  const messageText = useMessageText();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<
    z.input<typeof forgotPasswordInputSchema>,
    unknown,
    z.output<typeof forgotPasswordInputSchema>
  >({
    resolver: zodResolver(forgotPasswordInputSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const res = await forgotPassword(values);
      setSent(res.message);
    } catch (error) {
      setFailure(forgotPasswordError(error));
    }
  });

  return (
    <AuthCard title={t('forgot.title')} subtitle={t('forgot.subtitle')}>
      <form onSubmit={onSubmit} className="space-y-4" noValidate>
        <TextField
          label={t('forgot.email')}
          type="email"
          autoComplete="email"
          {...form.register('email')}
          error={errors.email?.message}
        />
        <p className="text-sm text-slate-600">{t('forgot.note')}</p>
        {sent ? (
          <p
            role="status"
            className="rounded-lg border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          >
            {messageText(sent)}
          </p>
        ) : null}
        {failure ? (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {messageText(failure)}
          </p>
        ) : null}
        <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
          {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {t('forgot.backToLogin')}
        </Link>
      </p>
    </AuthCard>
  );
}
