import { dictionary } from '@zxcvbn-ts/language-common';
import { serverMessages } from '../../shared/texts';
import { AppError } from './errors';

/** The 10,000 most used passwords (zxcvbn-ts's list, ranked by frequency in real leaks), lower-cased. */
let commonPasswords: Set<string> | undefined;

export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(
    (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
  );
  return commonPasswords.has(password.toLowerCase());
}

/** Refuses a new password that attackers try first, whatever the complexity rule says of it. */
export function assertUncommonPassword(password: string, field: string): void {
  if (isCommonPassword(password)) {
    throw new AppError('PASSWORD_TOO_COMMON', 400, serverMessages.passwordTooCommon, [
      { field, message: serverMessages.passwordTooCommon },
    ]);
  }
}
