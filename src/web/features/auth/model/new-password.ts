import { z } from 'zod';
import { newPasswordField } from '../../../../shared/schemas/auth';
import { validation } from '../../../../shared/texts';

/** What is wrong with a new password and its confirmation (the one password rule), or undefined. */
export function newPasswordProblem(password: string, confirm: string): string | undefined {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0].message;
  if (password !== confirm) return validation.passwordsDoNotMatch;
  return undefined;
}

/**
 * The new-password forms (reset page; the dialog after a temporary password, which also asks the current
 * one, `current`): one message at a time, shown under the confirmation field.
 */
export const newPasswordFormSchema = z
  .object({ current: z.string().optional(), password: z.string(), confirm: z.string() })
  .superRefine((v, ctx) => {
    const problem =
      v.current === '' ? validation.allPasswordFields : newPasswordProblem(v.password, v.confirm);
    if (problem) ctx.addIssue({ code: 'custom', path: ['confirm'], message: problem });
  });
export type NewPasswordForm = z.infer<typeof newPasswordFormSchema>;
