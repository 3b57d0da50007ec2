import { useSyncExternalStore } from 'react';
import type { UserDto } from '../../shared/api';
import { local, localKeys, session } from './storage';

/**
 * The signed-in session. 'Remember me' keeps it in localStorage (auth_token, auth_user);
 * unticked, in sessionStorage, so it ends with the tab.
 */
export interface AuthSession {
  token: string;
  user: UserDto;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let current: AuthSession | null = null;
let loaded = false;

function readStored(): AuthSession | null {
  for (const store of [local, session]) {
    const token = store.get(localKeys.authToken);
    const user = store.getJson<UserDto>(localKeys.authUser);
    if (token && user) return { token, user };
  }
  return null;
}

function emit() {
  for (const l of listeners) l();
}

export function getSession(): AuthSession | null {
  if (!loaded) {
    current = readStored();
    loaded = true;
  }
  return current;
}

export function getToken(): string | null {
  return getSession()?.token ?? null;
}

/**
 * A staff account that must set up its second factor before anything else (STAFF_SECOND_FACTOR=required):
 * the login answer says so, and so does any 403 SECOND_FACTOR_SETUP_REQUIRED. The guard then shows only
 * the setup (RequireAuth). Kept for the tab, so a reload keeps it.
 */
const SETUP_KEY = 'second_factor_setup';
let setupRequired = session.get(SETUP_KEY) === '1';

export function markSecondFactorSetup(required: boolean) {
  if (required === setupRequired) return;
  setupRequired = required;
  if (required) session.set(SETUP_KEY, '1');
  else session.remove(SETUP_KEY);
  emit();
}

export function useSecondFactorSetupRequired(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => setupRequired,
    () => false,
  );
}

export function setSession(token: string, user: UserDto, remember: boolean) {
  clearStored();
  const store = remember ? local : session;
  store.set(localKeys.authToken, token);
  store.setJson(localKeys.authUser, user);
  current = { token, user };
  loaded = true;
  loggedOutByUser = false;
  emit();
}

/** Keeps the token, replaces the user (after a profile edit). */
export function updateSessionUser(user: UserDto) {
  const s = getSession();
  if (!s) return;
  const store = local.get(localKeys.authToken) ? local : session;
  store.setJson(localKeys.authUser, user);
  current = { token: s.token, user };
  emit();
}

export function replaceToken(token: string, user: UserDto) {
  const remember = !!local.get(localKeys.authToken);
  setSession(token, user, remember);
}

function clearStored() {
  for (const store of [local, session]) {
    store.remove(localKeys.authToken);
    store.remove(localKeys.authUser);
  }
}

let loggedOutByUser = false;

/** True after the user logged out in this tab: guarded pages then go home rather than to /login. */
export function endedByLogout(): boolean {
  return loggedOutByUser;
}

export function clearSession(opts: { byUser?: boolean } = {}) {
  loggedOutByUser = !!opts.byUser;
  clearStored();
  markSecondFactorSetup(false);
  if (current !== null) {
    current = null;
    emit();
  }
}

/**
 * If both stored user and token vanish (another tab logged out, storage cleared), log out.
 * Checked every 5 seconds.
 */
export function startAuthWatch(intervalMs = 5000): () => void {
  const id = window.setInterval(() => {
    if (current && !readStored()) {
      current = null;
      emit();
    }
  }, intervalMs);
  return () => window.clearInterval(id);
}

function subscribe(listener: Listener) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuth(): AuthSession | null {
  return useSyncExternalStore(subscribe, getSession, () => null);
}
