import { useEffect, useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { showToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../i18n/react';
import { ApiError } from '../../../lib/api-client';
import { describeApiError } from '../../../i18n/api-error';
import { useAuth } from '../../../lib/auth-store';
import { sendPhoneCode, usePhoneStatus, useVerifyPhoneCode } from '../api/phone-verification';
import { PHONE_NS } from '../i18n';

/** Seconds until `iso`, never below zero. */
const secondsUntil = (iso: string | undefined) =>
  iso ? Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / 1000)) : 0;

/**
 * 'Verify your mobile': offered to a signed-in customer whose mobile is not yet proven (texts go to a
 * verified mobile only; nothing else waits for it). Sends a code and asks for it in a dialog.
 */
export function VerifyMobileBanner({ className }: { className?: string }) {
  const { t } = useTranslation(PHONE_NS);
  const auth = useAuth();
  const isCustomer = auth?.user.role === 'client';
  const phone = auth?.user.phone ?? '';
  const status = usePhoneStatus(phone, isCustomer);
  const verify = useVerifyPhoneCode(phone);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ sentTo: string; resendAt: string } | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [wait, setWait] = useState(0);

  useEffect(() => {
    if (!sent) return;
    setWait(secondsUntil(sent.resendAt));
    const timer = window.setInterval(() => setWait(secondsUntil(sent.resendAt)), 1000);
    return () => window.clearInterval(timer);
  }, [sent]);

  if (!isCustomer || !status.data || status.data.verified) return null;

  async function send() {
    setSending(true);
    setError(undefined);
    try {
      const result = await sendPhoneCode();
      setSent(result);
      setCode('');
    } catch (e) {
      const { title, message: text } = describeApiError(e);
      showToast('error', title, text);
    } finally {
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    verify.mutate(code.trim(), {
      onSuccess: () => {
        setSent(null);
        showToast('success', t('verified'));
      },
      onError: (e) => setError(e instanceof ApiError ? e.serverMessage : describeApiError(e).message),
    });
  }

  const hasPhone = phone.replace(/\D/g, '').length >= 10;
  return (
    <section
      aria-labelledby="verify-mobile-heading"
      className={cn('rounded-2xl border border-amber-300 bg-amber-50 p-4 text-slate-900', className)}
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="verify-mobile-heading" className="font-semibold">
            {t('banner.title')}
          </h2>
          <p className="mt-1 text-sm text-slate-700">
            {hasPhone ? t('banner.text', { phone }) : t('banner.noPhone')}
          </p>
        </div>
        {hasPhone ? (
          <Button size="sm" onClick={() => void send()} disabled={sending}>
            {sending ? t('banner.sending') : t('banner.action')}
          </Button>
        ) : null}
      </div>
      <Dialog
        open={!!sent}
        onOpenChange={(open) => !open && setSent(null)}
        title={t('dialog.title')}
        description={sent ? t('dialog.description', { number: sent.sentTo }) : undefined}
      >
        <form onSubmit={submit} className="space-y-4" noValidate>
          <TextField
            label={t('dialog.code')}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={error}
            autoFocus
          />
          <div className="flex flex-wrap items-center justify-between gap-2">
            <Button
              type="button"
              variant="ghost"
              size="sm"
              disabled={wait > 0 || sending}
              onClick={() => void send()}
            >
              {wait > 0 ? t('dialog.resendIn', { seconds: wait }) : t('dialog.resend')}
            </Button>
            <div className="flex gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => setSent(null)}>
                {t('dialog.cancel')}
              </Button>
              <Button type="submit" size="sm" disabled={code.length !== 6 || verify.isPending}>
                {verify.isPending ? t('dialog.verifying') : t('dialog.verify')}
              </Button>
            </div>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
