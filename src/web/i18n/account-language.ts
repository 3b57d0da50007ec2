import { useEffect, useRef } from 'react';
import type { UserDto } from '../../shared/api';
import { api } from '../lib/api-client';
import { getSession, updateSessionUser, useAuth } from '../lib/auth-store';
import { i18n } from './i18n';
import { isLanguage, type Language } from './languages';
import { onLanguageChosen, useLanguage } from './use-language';

/** The language the site shows now: what signup sends, so the new account's messages match it. */
export const currentLanguage = (): Language => (i18n.language === 'hi' ? 'hi' : 'en');

/** Saves a language chosen with the switch on the signed-in account (emails and texts follow it). */
async function saveOnAccount(language: Language) {
  const user = getSession()?.user;
  if (!user || user.language === language) return;
  const { name, email, phone } = user;
  const saved = await api
    .put<{ data: { user: UserDto } }>('/api/users/profile', { name, email, phone, language })
    .then((r) => r.data.user);
  // The user may have signed out or in as someone else while it was saved.
  if (getSession()?.user.id === saved.id) updateSessionUser(saved);
}

/**
 * The account's side of the language (docs/decisions/009-i18n.md 'The account'): a choice made with
 * the switch while signed in is saved on the account, and signing in switches the site to the
 * account's language. Mounted once, in the site layout.
 */
export function useAccountLanguage() {
  const session = useAuth();
  const { language, setLanguage } = useLanguage();
  const signedInAs = useRef(session?.user.id ?? null);

  useEffect(
    () =>
      onLanguageChosen((chosen) => {
        // Best effort: the choice is already kept in this browser; the account catches up next time.
        saveOnAccount(chosen).catch(() => undefined);
      }),
    [],
  );

  const userId = session?.user.id ?? null;
  const accountLanguage = session?.user.language;
  useEffect(() => {
    // Only when someone signs in (not on a reload of a session already open).
    if (userId === signedInAs.current) return;
    signedInAs.current = userId;
    if (userId && isLanguage(accountLanguage) && accountLanguage !== language)
      void setLanguage(accountLanguage);
  }, [userId, accountLanguage, language, setLanguage]);
}
