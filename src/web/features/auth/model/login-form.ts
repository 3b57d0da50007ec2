import { z } from 'zod';
import { loginInputSchema } from '../../../../shared/schemas/auth';
import { zodFieldErrors } from '../../../lib/zod-field-errors';
import type { FormRules } from './use-auth-form';

/** The login form's rules: the API's login input plus 'Remember me'. Loaded apart from the page. */
const loginFormSchema = loginInputSchema.extend({ remember: z.boolean() });
export type LoginForm = z.input<typeof loginFormSchema>;
export type LoginValues = z.output<typeof loginFormSchema>;

/** The schema as the form's rules: the parsed values, or each field's first message. */
export const loginFormResolver: FormRules<LoginForm, LoginValues> = async (values) => {
  const parsed = loginFormSchema.safeParse(values);
  if (parsed.success) return { values: parsed.data };
  return { errors: zodFieldErrors<keyof LoginForm & string>(parsed.error) };
};
