import type { AuthResponse, UserDto } from '../../../../shared/api';
import type { BookingDto } from '../../../../shared/api-bookings';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../../shared/schemas/auth';
import type { OtpSent } from '../../../../shared/schemas/otp-login';
import { currentLanguage } from '../../../i18n/account-language';
import { api } from '../../../lib/api-client';
import type { SignInAnswer } from './second-factor-api';

export const login = (input: LoginInput) => api.post<SignInAnswer>('/api/auth/login', input, { auth: false });
/** The account takes the language the site is shown in (its emails and texts follow it). */
export const register = (input: RegisterInput) =>
  api.post<AuthResponse>('/api/auth/register', { language: currentLanguage(), ...input }, { auth: false });
/** A signup link's referral code (`?ref=`): what both sides get, or a 404 ApiError when it is not valid. */
export const checkReferralCode = (code: string) =>
  api
    .get<{ data: { referrerRewardRupees: number; refereeRewardRupees: number } }>(
      `/api/referrals/${encodeURIComponent(code)}`,
      { auth: false },
    )
    .then((r) => r.data);
/** Mobile sign-in: a code by SMS (or WhatsApp), then the code back (signs in, or creates the account). */
export const sendLoginCode = (phone: string) =>
  api
    .post<{ data: OtpSent }>('/api/auth/otp/send', { phone, language: currentLanguage() }, { auth: false })
    .then((r) => r.data);
export const verifyLoginCode = (phone: string, code: string, referralCode?: string) =>
  api.post<SignInAnswer>(
    '/api/auth/otp/verify',
    { phone, code, language: currentLanguage(), ...(referralCode ? { referralCode } : {}) },
    { auth: false },
  );
/** A mobile sign-in's new account gives its name next (its email stays the account's own). */
export const saveName = (name: string, email: string) =>
  api.put<{ data: { user: UserDto } }>('/api/users/profile', { name, email }).then((r) => r.data.user);
export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<{ message: string }>('/api/auth/forgot-password', input, { auth: false });
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<{ message: string }>('/api/auth/reset-password', input, { auth: false });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.put<AuthResponse>('/api/users/change-password', { currentPassword, newPassword });

/** The links of an email change: the token proves the inbox, no session needed. */
export const confirmEmailChange = (token: string) =>
  api.post<{ message: string }>('/api/users/email/confirm', { token }, { auth: false });
export const undoEmailChange = (token: string) =>
  api.post<{ message: string }>('/api/users/email/undo', { token }, { auth: false });
export const getOwnAccount = () =>
  api.get<{ data: { user: UserDto } }>('/api/users/profile').then((r) => r.data.user);

export const getPendingBooking = () =>
  api
    .get<{ data: { pending: Record<string, unknown> | null } }>('/api/bookings/pending')
    .then((r) => r.data.pending);
export const completePendingBooking = () =>
  api.post<{ data: { booking: BookingDto } }>('/api/bookings/complete').then((r) => r.data.booking);
