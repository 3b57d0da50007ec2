import type { z } from 'zod';
import { signupFormSchema, type SignupFormValues } from '../../../../shared/schemas/auth';
import { zodFieldErrors } from '../../../lib/zod-field-errors';
import type { FormRules } from './use-auth-form';

export type SignupValues = z.output<typeof signupFormSchema>;

/** The signup schema as the form's rules, loaded apart from the page like the login form's (login-form.ts). */
export const signupFormResolver: FormRules<SignupFormValues, SignupValues> = async (values) => {
  const parsed = signupFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  return { errors: zodFieldErrors<keyof SignupFormValues & string>(parsed.error) };
};
