import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AddressDto, AuthResponse, UserDto } from '../../../../shared/api';
import type { AddressInput, AddressUpdateInput, UpdateProfileInput } from '../../../../shared/schemas/users';
import { api } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

export const getProfile = () =>
  api.get<{ data: { user: UserDto } }>('/api/users/profile').then((r) => r.data.user);

export const profileQueryOptions = queryOptions({ queryKey: profileKeys.profile(), queryFn: getProfile });
export const useProfile = () => useQuery(profileQueryOptions);
export const updateProfile = (input: UpdateProfileInput) =>
  api.put<{ data: { user: UserDto } }>('/api/users/profile', input).then((r) => r.data.user);
export const changePassword = (currentPassword: string, newPassword: string) =>
  api.put<AuthResponse>('/api/users/change-password', { currentPassword, newPassword });

export const getAddresses = () =>
  api.get<{ data: { addresses: AddressDto[] } }>('/api/users/addresses').then((r) => r.data.addresses);
export const addAddress = (input: AddressInput) =>
  api.post<{ data: { address: AddressDto } }>('/api/users/addresses', input).then((r) => r.data.address);
/** Names, relabels or corrects the owner's address, or makes it the default. */
export const updateAddress = (id: string, input: AddressUpdateInput) =>
  api
    .patch<{ data: { address: AddressDto } }>(`/api/users/addresses/${id}`, input)
    .then((r) => r.data.address);
export const deleteAddress = (id: string) => api.delete<{ message: string }>(`/api/users/addresses/${id}`);

/** The owner's phone's point for a saved address, or none (null removes it). */
export const setAddressLocation = (id: string, point: { latitude: number; longitude: number } | null) =>
  (point
    ? api.put<{ data: { address: AddressDto } }>(`/api/users/addresses/${id}/location`, point)
    : api.delete<{ data: { address: AddressDto } }>(`/api/users/addresses/${id}/location`)
  ).then((r) => r.data.address);

export const addressesQueryOptions = queryOptions({
  queryKey: profileKeys.addresses(),
  queryFn: getAddresses,
});

/** The account's saved addresses; `enabled: false` for a guest (the booking form asks only when signed in). */
export const useAddresses = ({ enabled = true } = {}) => useQuery({ ...addressesQueryOptions, enabled });
