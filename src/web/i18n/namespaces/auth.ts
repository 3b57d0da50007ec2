import { defineNamespace } from '../i18n';
import en from '../locales/en/auth';

/** Log in, sign up and password texts; English ships with the chunk, other languages load when active. */
export const AUTH_NS = defineNamespace('auth', en);
