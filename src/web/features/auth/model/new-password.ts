import { newPasswordField } from '../../../../shared/schemas/auth';
import { validation } from '../../../../shared/texts';

/** What is wrong with a new password and its confirmation (the one password rule), or undefined. */
export function newPasswordProblem(password: string, confirm: string): string | undefined {
  const parsed = newPasswordField.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0].message;
  if (password !== confirm) return validation.passwordsDoNotMatch;
  return undefined;
}
