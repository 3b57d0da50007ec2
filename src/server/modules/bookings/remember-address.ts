import type { CreateBookingParsed } from '../../../shared/schemas/booking';
import { addressKey } from '../../../shared/domain/address-key';
import type { Db } from '../../db/client';
import { rememberedAddressesRepository as repo } from './remembered-addresses.repository';

/** As many as a customer can save by hand (users.service): past that, a booked address is not added. */
export const MAX_REMEMBERED_ADDRESSES = 20;

/**
 * A customer's booked address is saved to their account unless one of theirs is the same place
 * (shared/domain/address-key: case, spaces and punctuation do not make another address). The customer's
 * row is locked for the check, so two bookings at once save it once (a place already saved is read without it). Called after the booking is made:
 * it never fails the booking (the address can still be saved by hand).
 */
export async function rememberBookedAddress(
  db: Db,
  userId: string,
  address: CreateBookingParsed['address'],
): Promise<void> {
  try {
    const key = addressKey(address);
    // Most bookings are at a place already saved: one read answers them, without a transaction and a lock.
    if ((await repo.listOf(db, userId)).some((a) => addressKey(a) === key)) return;
    await db.transaction(async (tx) => {
      await repo.lockCustomer(tx, userId);
      const saved = await repo.listOf(tx, userId);
      if (saved.some((a) => addressKey(a) === key)) return;
      if (saved.length >= MAX_REMEMBERED_ADDRESSES) return;
      const hasPoint = address.latitude != null && address.longitude != null;
      await repo.insert(tx, {
        userId,
        label: saved.length === 0 ? 'Home' : 'Other',
        line1: address.line1.trim(),
        line2: (address.line2 ?? '').trim(),
        city: address.city.trim(),
        state: address.state.trim(),
        pincode: address.pincode.trim(),
        latitude: hasPoint ? address.latitude! : null,
        longitude: hasPoint ? address.longitude! : null,
      });
    });
  } catch {
    // The booking is made; an address not remembered is no reason to answer it with an error.
  }
}
