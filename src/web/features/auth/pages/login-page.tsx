import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { Link } from 'react-router-dom';
import type { UserDto } from '../../../../shared/api';
import { success } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { loadActiveLanguage } from '../../../i18n/i18n';
import { markSecondFactorSetup, setSession } from '../../../lib/auth-store';
import { paths } from '../../../lib/paths';
import { session, sessionKeys } from '../../../lib/storage';
import { login } from '../api/auth-api';
import { needsSecondFactor } from '../api/second-factor-api';
import { LazySecondFactorStep as SecondFactorStep } from '../components/second-factor-step-lazy';
import { AuthCard } from '../components/auth-card';
import { PasswordField } from '../components/password-field';
import { ContinueWithMobile, MobileSignIn } from '../components/mobile-sign-in';
import { useAfterAuth } from '../hooks/use-after-auth';
import { useHydrated } from '../hooks/use-hydrated';
import { lazyResolver } from '../model/lazy-resolver';
import { useAuthForm } from '../model/use-auth-form';
import type { LoginForm, LoginValues } from '../model/login-form';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';

// Zod and the schema load when the form is first used, not in front of the page: the form paints first.
const formRules = lazyResolver(() => import('../model/login-form').then((m) => m.loginFormResolver));
// Few sign in with a passkey yet: its button and handling load after the form (the page's JS is budgeted).
const PasskeySignIn = lazy(() =>
  import('../components/passkey-sign-in').then((m) =>
    loadActiveLanguage().then(() => ({ default: m.PasskeySignIn })),
  ),
);
// Only a temporary-password login opens it.
const NewPasswordDialog = lazy(() =>
  import('../components/new-password-dialog').then((m) => ({ default: m.NewPasswordDialog })),
);

/**
 * A booking started before signing in (this tab's session storage). The prerendered page has none: the
 * note appears right after hydration, not as a mismatch of it.
 */
const hasPendingBooking = () =>
  !!(
    session.get(sessionKeys.bookingFormState) ||
    session.get(sessionKeys.intendedBookingService) ||
    session.get(sessionKeys.scheduleState)
  );
const noSubscription = () => () => undefined;

export default function LoginPage() {
  const afterAuth = useAfterAuth();
  const { t } = useTranslation(AUTH_NS);
  const [temporaryPassword, setTemporaryPassword] = useState<string | null>(null);
  const [mobile, setMobile] = useState(false);
  const [challenge, setChallenge] = useState<{
    challenge: string;
    methods: ('code' | 'passkey')[];
    remember: boolean;
  } | null>(null);
  const pendingBooking = useSyncExternalStore(noSubscription, hasPendingBooking, () => false);
  const hydrated = useHydrated();
  const form = useAuthForm<LoginForm, LoginValues>(formRules.resolver);
  const { errors, isSubmitting } = form;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const res = await login({ email: values.email, password: values.password });
      if (needsSecondFactor(res)) {
        setChallenge({ challenge: res.data.challenge, methods: res.data.methods, remember: values.remember });
        return;
      }
      setSession(res.token, res.data.user, values.remember);
      markSecondFactorSetup(!!res.data.secondFactorSetupRequired);
      showToast('success', success.login, undefined, 3000);
      if (res.data.user.mustChangePassword) setTemporaryPassword(values.password);
      else await afterAuth(res.data.user);
    } catch (error) {
      const { title, message } = describeApiError(error);
      form.setError('password', message);
      showToast('error', title, message, 3000);
    }
  });

  return (
    <AuthCard title={t('login.title')} subtitle={t('login.subtitle')}>
      {pendingBooking ? (
        <div
          role="status"
          className="mb-5 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
        >
          <p className="font-semibold">{t('login.pendingTitle')}</p>
          <p>{t('login.pendingText')}</p>
        </div>
      ) : null}
      {challenge ? (
        <SecondFactorStep
          challenge={challenge.challenge}
          methods={challenge.methods}
          remember={challenge.remember}
          onSignedIn={afterAuth}
          onBack={() => setChallenge(null)}
        />
      ) : mobile ? (
        <MobileSignIn onSignedIn={afterAuth} onUseEmail={() => setMobile(false)} />
      ) : (
        <>
          <ContinueWithMobile onClick={() => setMobile(true)} />
          <form onSubmit={onSubmit} onFocus={formRules.preload} className="space-y-4" noValidate>
            <TextField
              label={t('login.email')}
              type="email"
              autoComplete="email"
              {...form.register('email')}
              error={errors.email}
            />
            <PasswordField
              label={t('login.password')}
              autoComplete="current-password"
              {...form.register('password')}
              error={errors.password}
            />
            <div className="flex items-center justify-between text-sm">
              <label className="flex items-center gap-2 text-slate-700">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300 text-brand-700"
                  {...form.register('remember')}
                />
                {t('login.remember')}
              </label>
              <Link to={paths.forgotPassword} className="font-medium text-brand-700 hover:underline">
                {t('login.forgot')}
              </Link>
            </div>
            <Button type="submit" className="w-full" size="lg" disabled={isSubmitting}>
              {isSubmitting ? t('login.submitting') : t('login.submit')}
            </Button>
          </form>
          <div className="mt-4 min-h-12">
            {hydrated ? (
              <Suspense fallback={null}>
                <PasskeySignIn onSignedIn={afterAuth} />
              </Suspense>
            ) : null}
          </div>
        </>
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('login.newHere')}{' '}
        <Link to={paths.signup} className="font-semibold text-brand-700 hover:underline">
          {t('login.signUp')}
        </Link>
      </p>
      {temporaryPassword ? (
        <Suspense fallback={null}>
          <NewPasswordDialog
            temporaryPassword={temporaryPassword}
            onDone={(user: UserDto) => void afterAuth(user)}
          />
        </Suspense>
      ) : null}
    </AuthCard>
  );
}
