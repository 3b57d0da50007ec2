import type { AuthResponse } from '../../../../shared/api';
import type { BookingDto } from '../../../../shared/api-bookings';
import type {
  ForgotPasswordInput,
  LoginInput,
  RegisterInput,
  ResetPasswordInput,
} from '../../../../shared/schemas/auth';
import { currentLanguage } from '../../../i18n/account-language';
import { api } from '../../../lib/api-client';

export const login = (input: LoginInput) => api.post<AuthResponse>('/api/auth/login', input, { auth: false });
/** The account takes the language the site is shown in (its emails and texts follow it). */
export const register = (input: RegisterInput) =>
  api.post<AuthResponse>('/api/auth/register', { language: currentLanguage(), ...input }, { auth: false });
export const logout = () => api.post<{ message: string }>('/api/auth/logout');
export const forgotPassword = (input: ForgotPasswordInput) =>
  api.post<{ message: string }>('/api/auth/forgot-password', input, { auth: false });
export const resetPassword = (input: ResetPasswordInput) =>
  api.post<{ message: string }>('/api/auth/reset-password', input, { auth: false });
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.put<AuthResponse>('/api/users/change-password', { currentPassword, newPassword });

export const getPendingBooking = () =>
  api
    .get<{ data: { pending: Record<string, unknown> | null } }>('/api/bookings/pending')
    .then((r) => r.data.pending);
export const completePendingBooking = () =>
  api.post<{ data: { booking: BookingDto } }>('/api/bookings/complete').then((r) => r.data.booking);
