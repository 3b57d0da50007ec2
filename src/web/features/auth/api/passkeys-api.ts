import type { AuthResponse } from '../../../../shared/api';
import type { PasskeyDto, PasskeyOptions } from '../../../../shared/schemas/passkeys';
import { api } from '../../../lib/api-client';

/**
 * Passkeys (docs/decisions/042-passkeys.md). The browser half (@simplewebauthn/browser) loads when a
 * passkey is first used: the login page is a budgeted first visit.
 */
const browserHalf = () => import('@simplewebauthn/browser');

/** Whether this browser can make and use passkeys at all (else the buttons are not shown). */
export const passkeysSupported = () =>
  typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';

/** The browser refused or the person cancelled (a DOMException from the WebAuthn call), not the server. */
export const passkeyPromptError = (e: unknown): 'cancelled' | 'alreadyAdded' | null => {
  const name = (e as { name?: unknown })?.name;
  if (name === 'InvalidStateError') return 'alreadyAdded';
  if (name === 'NotAllowedError' || name === 'AbortError') return 'cancelled';
  return null;
};

export async function signInWithPasskey(): Promise<AuthResponse> {
  const [{ startAuthentication }, start] = await Promise.all([
    browserHalf(),
    api.post<{ data: PasskeyOptions }>('/api/auth/passkeys/sign-in/options', undefined, { auth: false }),
  ]);
  const response = await startAuthentication({ optionsJSON: start.data.options as never });
  return api.post<AuthResponse>(
    '/api/auth/passkeys/sign-in',
    { challengeId: start.data.challengeId, response },
    { auth: false },
  );
}

export async function addPasskey(): Promise<PasskeyDto> {
  const [{ startRegistration }, start] = await Promise.all([
    browserHalf(),
    api.post<{ data: PasskeyOptions }>('/api/auth/passkeys/registration/options'),
  ]);
  const response = await startRegistration({ optionsJSON: start.data.options as never });
  return api
    .post<{ data: PasskeyDto }>('/api/auth/passkeys/registration', {
      challengeId: start.data.challengeId,
      response,
    })
    .then((r) => r.data);
}

export const listPasskeys = () => api.get<{ data: PasskeyDto[] }>('/api/auth/passkeys').then((r) => r.data);
export const removePasskey = (id: string) =>
  api.delete<{ message: string }>(`/api/auth/passkeys/${encodeURIComponent(id)}`);
