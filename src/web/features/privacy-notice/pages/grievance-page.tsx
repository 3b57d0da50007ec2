import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formatInstantDay } from '../../../../shared/domain/date-format';
import { grievanceInputSchema, type GrievanceReceipt } from '../../../../shared/schemas/privacy';
import { BrandButton } from '../../../components/brand-button/brand-button';
import { usePageTitle } from '../../../components/page-head/use-page-title';
import { TextAreaField, TextField } from '../../../components/ui/field';
import { Button } from '../../../components/ui/button';
import { FormFeedback } from '../../../components/ui/form-feedback';
import { applyServerErrors } from '../../../i18n/apply-server-errors';
import { PRIVACY_NOTICE_NS } from '../../../i18n/namespaces/privacy-notice';
import { useTranslation } from '../../../i18n/react';
import type { ErrorDescription } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth-store';
import { isLanguage } from '../../../../shared/language';
import { sendGrievance } from '../api/grievances-api';

type Values = z.input<typeof grievanceInputSchema>;
const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** /grievance: a grievance about personal data, answered with a reference and the day we answer by. */
export default function GrievancePage() {
  const { t, i18n } = useTranslation(PRIVACY_NOTICE_NS);
  usePageTitle(t('page.title'), t('page.intro'));
  const user = useAuth()?.user;
  const empty = { name: user?.name ?? '', email: user?.email ?? '', phone: '', message: '' };
  const form = useForm<Values, unknown, z.output<typeof grievanceInputSchema>>({
    resolver: zodResolver(grievanceInputSchema),
    defaultValues: empty,
  });
  const [receipt, setReceipt] = useState<GrievanceReceipt | null>(null);
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const language = isLanguage(i18n.language) ? i18n.language : undefined;
      setReceipt(await sendGrievance({ ...values, language }));
      form.reset(empty);
    } catch (error) {
      setFailure(applyServerErrors(error, FIELDS, form.setError));
    }
  });

  return (
    <main>
      <div className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-3xl px-4 pb-8 pt-12 sm:pt-16">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">{t('page.eyebrow')}</p>
          <h1 className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900">{t('page.title')}</h1>
          <p className="mt-4 text-lg text-slate-600">{t('page.intro')}</p>
        </div>
      </div>
      <div className="mx-auto max-w-3xl px-4 pb-16">
        {receipt ? (
          <div
            role="status"
            className="space-y-3 rounded-xl bg-brand-50 p-5 text-brand-900 ring-1 ring-brand-200"
          >
            <p className="text-lg font-semibold">{t('page.sent')}</p>
            <p>
              {t('page.reference', {
                reference: receipt.reference,
                date: formatInstantDay(receipt.dueAt, i18n.language),
              })}
            </p>
            <Button variant="outline" onClick={() => setReceipt(null)}>
              {t('page.another')}
            </Button>
          </div>
        ) : (
          <form noValidate onSubmit={onSubmit} aria-label={t('page.title')} className="space-y-4">
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField
                label={t('page.name')}
                autoComplete="name"
                error={errors.name?.message}
                {...form.register('name')}
              />
              <TextField
                label={t('page.email')}
                type="email"
                autoComplete="email"
                error={errors.email?.message}
                {...form.register('email')}
              />
            </div>
            <TextField
              label={t('page.phone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              error={errors.phone?.message}
              {...form.register('phone', { setValueAs: (v: string) => (v.trim() === '' ? undefined : v) })}
            />
            <TextAreaField
              label={t('page.message')}
              rows={6}
              error={errors.message?.message}
              {...form.register('message')}
            />
            <FormFeedback success={null} failure={failure} />
            <BrandButton type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
              {isSubmitting ? t('page.sending') : t('page.send')}
            </BrandButton>
          </form>
        )}
      </div>
    </main>
  );
}
