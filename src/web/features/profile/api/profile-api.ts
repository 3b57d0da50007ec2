import { useQuery } from '@tanstack/react-query';
import type { AddressDto, AuthResponse, UserDto } from '../../../../shared/api';
import type { BookingDto, PageInfo } from '../../../../shared/api-bookings';
import type { AddressInput, UpdateProfileInput } from '../../../../shared/schemas/users';
import { fetchAllPages } from '../../../lib/all-pages';
import { api } from '../../../lib/api-client';

export const getProfile = () =>
  api.get<{ data: { user: UserDto } }>('/api/users/profile').then((r) => r.data.user);
export const updateProfile = (input: UpdateProfileInput) =>
  api.put<{ data: { user: UserDto } }>('/api/users/profile', input).then((r) => r.data.user);
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.put<AuthResponse>('/api/users/change-password', { currentPassword, newPassword });

export const getAddresses = () =>
  api.get<{ data: { addresses: AddressDto[] } }>('/api/users/addresses').then((r) => r.data.addresses);
export const addAddress = (input: AddressInput) =>
  api.post<{ data: { address: AddressDto } }>('/api/users/addresses', input).then((r) => r.data.address);
export const deleteAddress = (id: string) => api.delete<{ message: string }>(`/api/users/addresses/${id}`);

/** All of the customer's bookings: pages of 100 (the API's most a page holds is 200), usually one request. */
export const getBookings = () =>
  fetchAllPages(
    (page) =>
      api
        .get<{ data: { bookings: BookingDto[]; page: PageInfo } }>(`/api/bookings?page=${page}&size=100`)
        .then((r) => ({ items: r.data.bookings, pages: r.data.page.pages })),
    (booking) => booking._id,
  );
export const cancelBooking = (id: string, reason: string) =>
  api.patch<{ data: { booking: BookingDto } }>(`/api/bookings/${id}/cancel`, { reason });

export const bookingsKey = ['bookings'] as const;
export const addressesKey = ['addresses'] as const;

export const useMyBookings = () =>
  useQuery({ queryKey: bookingsKey, queryFn: getBookings, staleTime: 10_000 });
export const useAddresses = () => useQuery({ queryKey: addressesKey, queryFn: getAddresses });
