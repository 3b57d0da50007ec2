import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import type { TotpSetup } from '../../../../shared/schemas/second-factor';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { describeApiError } from '../../../i18n/api-error';
import { useTranslation } from '../../../i18n/react';
import { AUTH_NS } from '../../../i18n/namespaces/auth';
import { confirmTotp, disableSecondFactor, getSecondFactorStatus, setupTotp } from '../api/second-factor-api';
import { authKeys } from '../api/auth-keys';

type Stage = { name: 'idle' } | { name: 'setup'; setup: TotpSetup } | { name: 'codes'; codes: string[] };

/** The setup's QR code, drawn by the same library as the UPI QR (loaded only here). */
function SetupQr({ uri, alt }: { uri: string; alt: string }) {
  const [src, setSrc] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('qrcode')
      .then((QRCode) => QRCode.toDataURL(uri, { width: 200, margin: 1, errorCorrectionLevel: 'M' }))
      .then((url) => live && setSrc(url));
    return () => {
      live = false;
    };
  }, [uri]);
  return src ? (
    <img src={src} alt={alt} width={200} height={200} className="rounded border border-slate-200" />
  ) : (
    <div className="h-[200px] w-[200px] rounded border border-slate-200 bg-slate-50" aria-hidden />
  );
}

/**
 * "Two-step sign-in": set up an authenticator app (QR code, the key as text, the otpauth link), confirm it
 * with a code, see the recovery codes once; or turn it off with a code or the password. On the profile,
 * in the console, and alone on the screen a staff account must pass first (`onEnabled`).
 */
export function TwoStepSection({ onEnabled }: { onEnabled?: () => void }) {
  const { t } = useTranslation(AUTH_NS);
  const qc = useQueryClient();
  const status = useQuery({ queryKey: authKeys.secondFactor(), queryFn: getSecondFactorStatus });
  const [stage, setStage] = useState<Stage>({ name: 'idle' });
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [turningOff, setTurningOff] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

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

  const start = () =>
    run(async () => {
      setCode('');
      setStage({ name: 'setup', setup: await setupTotp() });
    });

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const codes = await confirmTotp(code.trim());
      setCode('');
      setStage({ name: 'codes', codes });
      await qc.invalidateQueries({ queryKey: authKeys.secondFactor() });
    });
  };

  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const res = await disableSecondFactor(code.trim() ? { code: code.trim() } : { password });
      showToast('success', res.message);
      setCode('');
      setPassword('');
      setTurningOff(false);
      await qc.invalidateQueries({ queryKey: authKeys.secondFactor() });
    });
  };

  const heading = (
    <h2 id="two-step-title" className="text-lg font-semibold text-slate-900">
      {t('twoStep.title')}
    </h2>
  );

  if (stage.name === 'codes')
    return (
      <section aria-labelledby="two-step-title" className="space-y-3">
        {heading}
        <h3 className="font-semibold text-slate-900">{t('twoStep.codesTitle')}</h3>
        <p className="text-sm text-slate-700">{t('twoStep.codesText')}</p>
        <ul
          className="grid grid-cols-2 gap-2 rounded-lg bg-slate-50 p-3 font-mono text-sm"
          aria-label={t('twoStep.codesTitle')}
        >
          {stage.codes.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
        <Button
          onClick={() => {
            setStage({ name: 'idle' });
            onEnabled?.();
          }}
        >
          {t('twoStep.codesDone')}
        </Button>
      </section>
    );

  if (stage.name === 'setup')
    return (
      <section aria-labelledby="two-step-title" className="space-y-3">
        {heading}
        <p className="text-sm text-slate-700">{t('twoStep.scan')}</p>
        <SetupQr uri={stage.setup.uri} alt={t('twoStep.qrAlt')} />
        <dl className="space-y-2 text-sm">
          <div>
            <dt className="font-medium text-slate-700">{t('twoStep.secretLabel')}</dt>
            <dd className="break-all font-mono text-base text-slate-900" data-testid="totp-secret">
              {stage.setup.secret.replace(/(.{4})/g, '$1 ').trim()}
            </dd>
          </div>
          <div>
            <dt className="font-medium text-slate-700">{t('twoStep.uriLabel')}</dt>
            <dd className="break-all text-xs text-slate-600">
              <a href={stage.setup.uri} className="text-brand-700 underline">
                {stage.setup.uri}
              </a>
            </dd>
          </div>
        </dl>
        <form onSubmit={confirm} className="space-y-3" noValidate>
          <TextField
            label={t('twoStep.code')}
            hint={t('twoStep.confirmHint')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || code.trim().length !== 6}>
              {busy ? t('twoStep.confirming') : t('twoStep.confirm')}
            </Button>
            <Button variant="outline" onClick={() => setStage({ name: 'idle' })}>
              {t('twoStep.cancel')}
            </Button>
          </div>
        </form>
      </section>
    );

  const enabled = !!status.data?.enabled;
  return (
    <section aria-labelledby="two-step-title" className="space-y-3">
      {heading}
      <p className="text-sm text-slate-700">{t('twoStep.intro')}</p>
      {status.data ? (
        <p className={enabled ? 'font-medium text-emerald-800' : 'font-medium text-slate-700'} role="status">
          {enabled ? t('twoStep.on') : t('twoStep.off')}
          {enabled ? (
            <span className="block text-sm font-normal text-slate-600">
              {t('twoStep.codesLeft', { count: status.data.recoveryCodesLeft })}
            </span>
          ) : null}
        </p>
      ) : null}
      {!enabled ? (
        <>
          <Button onClick={() => void start()} disabled={busy || !status.data}>
            {busy ? t('twoStep.starting') : t('twoStep.start')}
          </Button>
          {error ? <p className="text-sm text-red-700">{error}</p> : null}
        </>
      ) : turningOff ? (
        <form onSubmit={turnOff} className="space-y-3" noValidate>
          <p className="text-sm text-slate-700">{t('twoStep.turnOffHint')}</p>
          <TextField
            label={t('twoStep.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            autoComplete="one-time-code"
            maxLength={11}
          />
          <TextField
            label={t('twoStep.password')}
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="current-password"
            error={error}
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" variant="danger" disabled={busy || (!code.trim() && !password)}>
              {busy ? t('twoStep.turningOff') : t('twoStep.turnOff')}
            </Button>
            <Button variant="outline" onClick={() => setTurningOff(false)}>
              {t('twoStep.cancel')}
            </Button>
          </div>
        </form>
      ) : (
        <Button variant="outline" onClick={() => setTurningOff(true)}>
          {t('twoStep.turnOff')}
        </Button>
      )}
    </section>
  );
}
