import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { signupFormSchema, type SignupFormValues } from '../../../../shared/schemas/auth';

export type SignupValues = z.output<typeof signupFormSchema>;

/**
 * The signup schema as a react-hook-form resolver, each field's first message (what zodResolver gives
 * for a flat form), loaded apart from the page like the login form's (login-form.ts).
 */
export const signupFormResolver: Resolver<SignupFormValues, unknown, SignupValues> = (values) => {
  const parsed = signupFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<SignupFormValues> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SignupFormValues;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
