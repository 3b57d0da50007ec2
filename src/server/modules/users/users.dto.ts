import type { AddressDto, UserDto } from '../../../shared/api';
import type { AddressRow, UserRow } from './users.repository';

export function toUserDto(user: UserRow): UserDto {
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    phoneNumber: user.phone,
    role: user.role,
    isActive: user.isActive,
    mustChangePassword: user.mustChangePassword,
    pendingEmail: user.pendingEmail,
    language: user.language,
    createdAt: user.createdAt.toISOString(),
  };
}

export function toAddressDto(address: AddressRow): AddressDto {
  return {
    _id: address.id,
    id: address.id,
    label: address.label,
    name: address.name,
    isDefault: address.isDefault,
    line1: address.line1,
    line2: address.line2,
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    latitude: address.latitude,
    longitude: address.longitude,
  };
}
