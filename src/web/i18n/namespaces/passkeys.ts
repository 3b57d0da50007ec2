import { defineNamespace } from '../i18n';
import en from '../locales/en/passkeys';

/** Passkeys' texts, apart from auth's: they load with the passkey buttons, not with the login page. */
export const PASSKEYS_NS = defineNamespace('passkeys', en);
