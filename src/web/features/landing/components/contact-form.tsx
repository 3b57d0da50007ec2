import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { BrandButton } from '../../catalogue/components/brand-button';
import { TextAreaField, TextField } from '../../../components/ui/field';
import type { ErrorDescription } from '../../../lib/api-client';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFormSchema } from '../forms/inbox-schemas';
import { applyServerErrors } from '../forms/server-errors';
import { FormFeedback } from './form-feedback';

type Values = z.input<typeof contactFormSchema>;
const FIELDS = ['name', 'email', 'message'] as const;
export const CONTACT_SENT_FALLBACK =
  'Thank you for writing to us. We will get back to you within one working day.';

/** 'Keep In Touch': Name, Email, Message (5 rows) and Send Message, posted to /api/contact. */
export function ContactForm() {
  const form = useForm<Values, unknown, z.output<typeof contactFormSchema>>({
    resolver: zodResolver(contactFormSchema),
    defaultValues: { name: '', email: '', message: '' },
  });
  const send = useSendContactMessage();
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<ErrorDescription | null>(null);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setSent(null);
    setFailure(null);
    try {
      const reply = await send.mutateAsync(values);
      setSent(reply?.message || CONTACT_SENT_FALLBACK);
      form.reset();
    } catch (error) {
      setFailure(applyServerErrors(error, FIELDS, form.setError));
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Keep In Touch" className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Name" autoComplete="name" error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextAreaField label="Message" rows={5} error={errors.message?.message} {...form.register('message')} />
      <FormFeedback success={sent} failure={failure} />
      <BrandButton type="submit" size="lg" disabled={send.isPending} className="w-full sm:w-auto">
        {send.isPending ? 'Sending...' : 'Send Message'}
      </BrandButton>
    </form>
  );
}
