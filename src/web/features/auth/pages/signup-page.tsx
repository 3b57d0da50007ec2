import { lazy, Suspense, useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import type { SignupFormValues } from '../../../../shared/schemas/auth';
import { success, validation } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { showToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../i18n/api-error';
import { setSession } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { useSettings } from '../../settings/api/get-settings';
import { register as registerAccount } from '../api/auth-api';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { ContinueWithMobile, MobileSignIn } from '../components/mobile-sign-in';
import { useAfterAuth } from '../hooks/use-after-auth';
import { useHydrated } from '../hooks/use-hydrated';
import { lazyResolver } from '../model/lazy-resolver';
import { useAuthForm } from '../model/use-auth-form';
import type { SignupValues } from '../model/signup-form';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { loadActiveLanguage } from '../../../i18n/i18n';

// Zod and the schema load when the form is first used, not in front of the page: the form paints first.
const formRules = lazyResolver(() => import('../model/signup-form').then((m) => m.signupFormResolver));

// A friend's link's note loads only on a page opened with `?ref=`.
const ReferralNote = lazy(() => import('../components/referral-note'));

// The itemised privacy notice (DPDP Rules 2025) loads after the form: the page's JS is budgeted.
const PrivacyNotice = lazy(() =>
  import('../../privacy-notice').then((m) => loadActiveLanguage().then(() => ({ default: m.PrivacyNotice }))),
);

const fields = ['name', 'email', 'phone', 'password', 'confirmPassword'] as const;

export default function SignupPage() {
  const afterAuth = useAfterAuth();
  const { t } = useTranslation(AUTH_NS);
  const { data: settings } = useSettings();
  const hydrated = useHydrated();
  const [mobile, setMobile] = useState(false);
  // A friend's link (`/signup?ref=CODE`): read once hydrated (the page is prerendered without it), from the
  // location itself (useSearchParams would add ~3 KB of the router to this budgeted page). Sent with the signup
  // unless its check said it is not a code (the server refuses a wrong one with its message).
  const refCode = hydrated ? new URLSearchParams(window.location.search).get('ref') : null;
  const [refInvalid, setRefInvalid] = useState(false);
  const onRefInvalid = useCallback(() => setRefInvalid(true), []);
  const referralCode = refCode && !refInvalid ? refCode : undefined;
  const form = useAuthForm<SignupFormValues, SignupValues>(formRules.resolver);
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(
    async ({ confirmPassword: _confirm, ...values }) => {
      try {
        const res = await registerAccount({
          ...values,
          role: 'client',
          ...(referralCode ? { referralCode } : {}),
        });
        setSession(res.token, res.data.user, true);
        showToast('success', success.signup, undefined, 6000);
        await afterAuth(res.data.user);
      } catch (error) {
        const { title, message } = describeApiError(error);
        if (error instanceof ApiError && error.status === 409) {
          form.setError('email', message);
        } else if (error instanceof ApiError && error.status === 400 && error.details?.length) {
          for (const d of error.details) {
            if ((fields as readonly string[]).includes(d.field))
              form.setError(d.field as (typeof fields)[number], d.message);
          }
        }
        showToast('error', title, message, 6000);
      }
    },
    () => showToast('warning', validation.fixErrorsBelow, undefined, 6000),
  );

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')}>
      {refCode ? (
        <Suspense fallback={null}>
          <ReferralNote code={refCode} onInvalid={onRefInvalid} />
        </Suspense>
      ) : null}
      {mobile ? (
        <MobileSignIn
          onSignedIn={afterAuth}
          onUseEmail={() => setMobile(false)}
          referralCode={referralCode}
        />
      ) : (
        <>
          <ContinueWithMobile onClick={() => setMobile(true)} />
          <form onSubmit={onSubmit} onFocus={formRules.preload} className="space-y-4" noValidate>
            <TextField
              label={t('signup.name')}
              autoComplete="name"
              {...form.register('name')}
              error={errors.name}
            />
            <TextField
              label={t('signup.email')}
              type="email"
              autoComplete="email"
              {...form.register('email')}
              error={errors.email}
            />
            <TextField
              label={t('signup.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              {...form.register('phone')}
              error={errors.phone}
            />
            <PasswordField
              label={t('signup.password')}
              autoComplete="new-password"
              hint={t('signup.passwordHint')}
              {...form.register('password')}
              error={errors.password}
            />
            <PasswordField
              label={t('signup.confirmPassword')}
              autoComplete="new-password"
              {...form.register('confirmPassword')}
              error={errors.confirmPassword}
            />
            <CheckboxField
              label={t('whatsapp.optIn')}
              hint={t('whatsapp.optInHint')}
              {...form.register('whatsapp')}
            />
            <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
              {isSubmitting ? t('signup.submitting') : t('signup.submit')}
            </Button>
          </form>
        </>
      )}
      <div className="mt-4 min-h-12">
        {hydrated ? (
          <Suspense fallback={null}>
            <PrivacyNotice />
          </Suspense>
        ) : null}
      </div>
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('signup.haveAccount')}{' '}
        <Link to={paths.login} className="font-semibold text-brand-700 hover:underline">
          {t('signup.logIn')}
        </Link>
      </p>
      {/* Not in the prerendered page (a build has no demo accounts): shown once hydrated, whenever the
          settings' answer arrives, never as a mismatch of the hydration. */}
      {hydrated && settings?.demoData && settings.demoAccounts.length > 0 ? (
        <section
          aria-labelledby="demo-credentials"
          className="mt-6 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-950"
        >
          <h2 id="demo-credentials" className="font-semibold">
            {t('signup.demoHeading')}
          </h2>
          <ul className="mt-2 space-y-1">
            {settings.demoAccounts.map((a) => (
              <li key={a.email}>
                <span className="font-medium capitalize">{t(`signup.roles.${a.role}`)}</span>: {a.email} /{' '}
                {a.password}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </AuthCard>
  );
}
