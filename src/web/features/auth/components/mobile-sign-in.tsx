import { useEffect, useState, type FormEvent } from 'react';
import type { UserDto } from '../../../../shared/api';
import { success } from '../../../../shared/texts';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { useTranslation } from '../../../i18n/react';
import { describeApiError } from '../../../i18n/api-error';
import { markSecondFactorSetup, setSession, updateSessionUser } from '../../../lib/auth-store';
import { saveName, sendLoginCode, verifyLoginCode } from '../api/auth-api';
import { needsSecondFactor } from '../api/second-factor-api';
import { LazySecondFactorStep as SecondFactorStep } from './second-factor-step-lazy';

/** Seconds until `iso`, never below zero. */
const secondsUntil = (iso: string | undefined) =>
  iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)) : 0;

type Step =
  | { name: 'phone' }
  | { name: 'code'; sentTo: string; resendAt: string }
  | { name: 'second-factor'; challenge: string; methods: ('code' | 'passkey')[] }
  | { name: 'name'; user: UserDto };

/**
 * Signing in with a mobile number: the number, the code it gets, and (for a new account) a name. The
 * same on the login and signup pages: the server signs in the number's account or creates one.
 */
export function MobileSignIn({
  onSignedIn,
  onUseEmail,
  referralCode,
}: {
  onSignedIn: (user: UserDto) => void | Promise<unknown>;
  onUseEmail: () => void;
  /** A friend's code (the signup link's, checked): recorded if the code makes a new account. */
  referralCode?: string;
}) {
  const { t } = useTranslation(AUTH_NS);
  const [step, setStep] = useState<Step>({ name: 'phone' });
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);
  const resendAt = step.name === 'code' ? step.resendAt : undefined;

  useEffect(() => {
    if (!resendAt) return;
    setWait(secondsUntil(resendAt));
    const timer = window.setInterval(() => setWait(secondsUntil(resendAt)), 1000);
    return () => window.clearInterval(timer);
  }, [resendAt]);

  async function run(work: () => Promise<void>) {
    setBusy(true);
    setError(undefined);
    try {
      await work();
    } catch (e) {
      setError(describeApiError(e).message);
    } finally {
      setBusy(false);
    }
  }

  const send = () =>
    run(async () => {
      const sent = await sendLoginCode(phone.trim());
      setCode('');
      setStep({ name: 'code', sentTo: sent.sentTo, resendAt: sent.resendAt });
    });

  const submitPhone = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };

  const submitCode = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const res = await verifyLoginCode(phone.trim(), code, referralCode);
      if (needsSecondFactor(res)) {
        setStep({ name: 'second-factor', challenge: res.data.challenge, methods: res.data.methods });
        return;
      }
      setSession(res.token, res.data.user, true);
      markSecondFactorSetup(!!res.data.secondFactorSetupRequired);
      showToast('success', success.login, undefined, 3000);
      if (!res.data.user.name) setStep({ name: 'name', user: res.data.user });
      else await onSignedIn(res.data.user);
    });
  };

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    if (step.name !== 'name') return;
    void run(async () => {
      const user = await saveName(name.trim(), step.user.email);
      updateSessionUser(user);
      await onSignedIn(user);
    });
  };

  if (step.name === 'second-factor')
    return (
      <SecondFactorStep
        challenge={step.challenge}
        methods={step.methods}
        remember
        onSignedIn={onSignedIn}
        onBack={() => setStep({ name: 'phone' })}
      />
    );
  if (step.name === 'name')
    return (
      <form onSubmit={submitName} className="space-y-4" noValidate aria-labelledby="mobile-name-title">
        <h2 id="mobile-name-title" className="text-lg font-semibold text-slate-900">
          {t('mobile.nameTitle')}
        </h2>
        <TextField
          label={t('mobile.name')}
          autoComplete="name"
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={error}
          autoFocus
        />
        <Button type="submit" className="w-full" size="lg" disabled={busy || name.trim().length < 2}>
          {busy ? t('mobile.saving') : t('mobile.saveName')}
        </Button>
      </form>
    );

  return (
    <div className="space-y-4">
      {step.name === 'phone' ? (
        <form onSubmit={submitPhone} className="space-y-4" noValidate>
          <TextField
            label={t('mobile.phone')}
            hint={t('mobile.phoneHint')}
            type="tel"
            inputMode="numeric"
            autoComplete="tel-national"
            value={phone}
            onChange={(e) => setPhone(e.target.value)}
            error={error}
            autoFocus
          />
          <Button type="submit" className="w-full" size="lg" disabled={busy || !phone.trim()}>
            {busy ? t('mobile.sending') : t('mobile.send')}
          </Button>
        </form>
      ) : (
        <form onSubmit={submitCode} className="space-y-4" noValidate>
          <p className="text-sm text-slate-700" role="status">
            {t('mobile.sentTo', { number: step.sentTo })}
          </p>
          <TextField
            label={t('mobile.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={error}
            autoFocus
          />
          <Button type="submit" className="w-full" size="lg" disabled={busy || code.length !== 6}>
            {busy ? t('mobile.verifying') : t('mobile.verify')}
          </Button>
          <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => {
                setError(undefined);
                setStep({ name: 'phone' });
              }}
            >
              {t('mobile.changeNumber')}
            </Button>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={wait > 0 || busy}
              onClick={() => void send()}
            >
              {wait > 0 ? t('mobile.resendIn', { seconds: wait }) : t('mobile.resend')}
            </Button>
          </div>
        </form>
      )}
      <p className="text-center text-sm">
        <button type="button" className="font-medium text-brand-700 hover:underline" onClick={onUseEmail}>
          {t('mobile.useEmail')}
        </button>
      </p>
    </div>
  );
}

/** The entry the login and signup pages lead with, above their email forms. */
export function ContinueWithMobile({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  return (
    <div className="mb-6 space-y-4">
      <Button type="button" className="w-full" size="lg" onClick={onClick}>
        {t('mobile.continue')}
      </Button>
      <div className="flex items-center gap-3 text-xs uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
        {t('mobile.or')}
        <span className="h-px flex-1 bg-slate-200" aria-hidden="true" />
      </div>
    </div>
  );
}
