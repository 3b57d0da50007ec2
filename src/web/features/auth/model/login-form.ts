import type { FieldErrors, Resolver } from 'react-hook-form';
import { z } from 'zod';
import { loginInputSchema } from '../../../../shared/schemas/auth';

/** The login form's rules: the API's login input plus 'Remember me'. Loaded apart from the page. */
const loginFormSchema = loginInputSchema.extend({ remember: z.boolean() });
export type LoginForm = z.input<typeof loginFormSchema>;
export type LoginValues = z.output<typeof loginFormSchema>;

/**
 * The schema as a react-hook-form resolver, each field's first message (what zodResolver gives for a
 * flat form), without @hookform/resolvers: it would put react-hook-form into this lazily loaded chunk.
 */
export const loginFormResolver: Resolver<LoginForm, unknown, LoginValues> = (values) => {
  const parsed = loginFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data, errors: {} };
  const errors: FieldErrors<LoginForm> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginForm;
    errors[field] ??= { type: issue.code, message: issue.message };
  }
  return { values: {}, errors };
};
