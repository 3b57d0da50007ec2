import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/react';
import { LANDING_NS } from '../i18n';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BrandButton } from '../../../components/brand-button/brand-button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { ErrorDescription } from '../../../lib/api-client';
import { sendContactMessage } from '../api/send-contact-message';
import { contactFormSchema } from '../forms/inbox-schemas';
import { applyServerErrors } from '../../../i18n/apply-server-errors';
import { FormFeedback } from '../../../components/ui/form-feedback';

type Values = z.input<typeof contactFormSchema>;
const FIELDS = ['name', 'email', 'message'] as const;
/** 'Keep In Touch': Name, Email, Message (5 rows) and Send Message, posted to /api/contact. */
export function ContactForm() {
  const form = useForm<Values, unknown, z.output<typeof contactFormSchema>>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const { errors, isSubmitting } = form.formState;
  const { t, i18n } = useTranslation(LANDING_NS);

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const reply = await sendContactMessage(values);
      // The server's thanks is in English: another language shows its own.
      setSent((i18n.language === 'en' && reply?.message) || t('contactForm.sent'));
      form.reset();
    } catch (error) {
      setFailure(applyServerErrors(error, FIELDS, form.setError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('contact.keepInTouch')} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('contactForm.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('contactForm.email')}
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextAreaField
        label={t('contactForm.message')}
        rows={5}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <FormFeedback success={sent} failure={failure} />
      <BrandButton type="submit" size="lg" disabled={isSubmitting} className="w-full sm:w-auto">
        {isSubmitting ? t('contactForm.sending') : t('contactForm.send')}
      </BrandButton>
    </form>
  );
}
