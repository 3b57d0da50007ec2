import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useServerText } from '../../../i18n/server-text';
import { LANDING_NS } from '../i18n';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BrandButton } from '../../../components/brand-button/brand-button';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { FieldShell, inputClass, TextAreaField, TextField } from '../../../components/ui/field';
import type { ErrorDescription } from '../../../lib/api-client';
import { serviceCards } from '../../../components/service-cards/service-cards';
import { requestQuote } from '../api/request-quote';
import { quoteFormSchema, toQuoteInput } from '../forms/inbox-schemas';
import { applyServerErrors } from '../../../i18n/apply-server-errors';
import { FormFeedback } from '../../../components/ui/form-feedback';

type Values = z.input<typeof quoteFormSchema>;
const FIELDS = ['service', 'area', 'name', 'phone', 'message'] as const;
/** 'Get a quote': service, area, name, phone and message, posted to /api/quotes for the admin's inbox. */
export default function QuoteDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const { t } = useTranslation(LANDING_NS);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('quote.title')}
      description={t('quote.description')}
      className="max-w-lg"
    >
      <QuoteForm onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}

function QuoteForm({ onDone }: { onDone: () => void }) {
  const serviceId = useId();
  const form = useForm<Values, unknown, z.output<typeof quoteFormSchema>>({
    resolver: zodResolver(quoteFormSchema),
    defaultValues: { service: '', area: '', name: '', phone: '', message: '' },
  });
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const { errors, isSubmitting } = form.formState;
  const { t, i18n } = useTranslation(LANDING_NS);
  const serverText = useServerText();

  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const reply = await requestQuote(toQuoteInput(values));
      setSent((i18n.language === 'en' && reply?.message) || t('quote.sent'));
    } catch (error) {
      setFailure(applyServerErrors(error, FIELDS, form.setError));
    }
  });

  if (sent) {
    return (
      <div className="space-y-5">
        <FormFeedback success={sent} failure={null} />
        <BrandButton className="w-full" onClick={onDone}>
          {t('quote.close')}
        </BrandButton>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('quote.formLabel')} className="space-y-4">
      <FieldShell id={serviceId} label={t('quote.service')} error={errors.service?.message}>
        <select
          id={serviceId}
          aria-invalid={errors.service ? true : undefined}
          aria-describedby={errors.service ? `${serviceId}-error` : undefined}
          className={inputClass(!!errors.service)}
          {...form.register('service')}
        >
          <option value="">{t('quote.chooseService')}</option>
          {serviceCards.map((s) => (
            <option key={s.slug} value={s.slug}>
              {serverText(s.name)}
            </option>
          ))}
        </select>
      </FieldShell>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('quote.area')}
          inputMode="decimal"
          hint={t('quote.optional')}
          error={errors.area?.message}
          {...form.register('area')}
        />
        <TextField
          label={t('quote.name')}
          autoComplete="name"
          hint={t('quote.optional')}
          error={errors.name?.message}
          {...form.register('name')}
        />
      </div>
      <TextField
        label={t('quote.phone')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel-national"
        placeholder={t('quote.phonePlaceholder')}
        error={errors.phone?.message}
        {...form.register('phone')}
      />
      <TextAreaField
        label={t('quote.message')}
        rows={3}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FormFeedback success={null} failure={failure} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone}>
          {t('quote.cancel')}
        </Button>
        <BrandButton type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('quote.sending') : t('quote.submit')}
        </BrandButton>
      </div>
    </form>
  );
}
