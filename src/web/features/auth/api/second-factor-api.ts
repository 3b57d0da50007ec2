import type { AuthResponse } from '../../../../shared/api';
import type {
  SecondFactorChallenge,
  SecondFactorStatus,
  TotpSetup,
} from '../../../../shared/schemas/second-factor';
import { api } from '../../../lib/api-client';

/** What a sign-in answers: the session, or a challenge waiting for the authenticator app's code. */
export type SignInAnswer = AuthResponse | SecondFactorChallenge;
export const needsSecondFactor = (res: SignInAnswer): res is SecondFactorChallenge =>
  'secondFactorRequired' in res.data && res.data.secondFactorRequired === true;

/** POST /api/auth/second-factor/verify: the challenge and a code from the app (or a recovery code). */
export const verifySecondFactor = (challenge: string, code: string) =>
  api.post<AuthResponse>('/api/auth/second-factor/verify', { challenge, code }, { auth: false });

export const getSecondFactorStatus = () =>
  api.get<{ data: SecondFactorStatus }>('/api/auth/second-factor').then((r) => r.data);
export const setupTotp = () =>
  api.post<{ data: TotpSetup }>('/api/auth/second-factor/totp/setup').then((r) => r.data);
export const confirmTotp = (code: string) =>
  api
    .post<{ data: { recoveryCodes: string[] } }>('/api/auth/second-factor/totp/confirm', { code })
    .then((r) => r.data.recoveryCodes);
export const disableSecondFactor = (proof: { code: string } | { password: string }) =>
  api.delete<{ message: string }>('/api/auth/second-factor', { body: proof });
