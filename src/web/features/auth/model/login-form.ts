import { z } from 'zod';
import { loginInputSchema } from '../../../../shared/schemas/auth';
import type { FieldMessages, FormRules } from './use-auth-form';

/** The login form's rules: the API's login input plus 'Remember me'. Loaded apart from the page. */
const loginFormSchema = loginInputSchema.extend({ remember: z.boolean() });
export type LoginForm = z.input<typeof loginFormSchema>;
export type LoginValues = z.output<typeof loginFormSchema>;

/** The schema as the form's rules: the parsed values, or each field's first message. */
export const loginFormResolver: FormRules<LoginForm, LoginValues> = async (values) => {
  const parsed = loginFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  const errors: FieldMessages<LoginForm> = {};
  for (const issue of parsed.error.issues) errors[issue.path[0] as keyof LoginForm] ??= issue.message;
  return { errors };
};
