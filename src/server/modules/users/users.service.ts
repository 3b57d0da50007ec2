import { recordConsent } from '../../platform/consent-records.repository';
import type { Db } from '../../db/client';
import type {
  AddressParsed,
  AddressUpdateInput,
  ChangePasswordInput,
  UpdateProfileInput,
} from '../../../shared/schemas/users';
import type { LatLng } from '../../../shared/domain/geo';
import { serverMessages } from '../../../shared/texts';
import { AppError, notFound } from '../../platform/errors';
import { assertUncommonPassword } from '../../platform/common-passwords';
import { hashPassword } from '../../platform/passwords';
import { usersRepository, type UserRow } from './users.repository';
import { createEmailChange, type EmailChangeDeps } from './email-change.service';

export type { UserRow };

/** Accounts for other modules inside their own transactions: auth signs people up and in, bookings reads a cleaner. */
export const userAccounts = {
  findById: usersRepository.findById,
  findByEmail: usersRepository.findByEmail,
  insert: usersRepository.insert,
  update: usersRepository.update,
  bumpTokenVersion: usersRepository.bumpTokenVersion,
};

const MAX_ADDRESSES = 20;

/** What addresses ask the service area (an interface: users does not import it). */
export interface AddressPointRules {
  /** 400 for a point outside India or too far from the PIN area's centre. */
  assertPointInReach(pincode: string, point: LatLng, field: string): Promise<void>;
}

export function createUsersService(db: Db, deps: Omit<EmailChangeDeps, 'db'> & { area: AddressPointRules }) {
  const emailChange = createEmailChange({ db, ...deps });

  async function requireUser(id: string): Promise<UserRow> {
    const user = await usersRepository.findById(db, id);
    if (!user) throw notFound('User not found');
    return user;
  }

  return {
    requireUser,

    /**
     * Name, phone and language change at once; a new email only asks (email-change.service.ts): the
     * answer carries it as `pendingEmail`, the same whether or not another account has that address.
     */
    async updateProfile(userId: string, input: UpdateProfileInput): Promise<UserRow> {
      const user = await requireUser(userId);
      const emailChanged = input.email !== user.email;
      if (emailChanged) await emailChange.authorize(user, input.currentPassword);
      return db.transaction(async (tx) => {
        if (emailChanged) await emailChange.record(tx, user, input.email);
        const updated = await usersRepository.update(tx, userId, {
          name: input.name,
          ...(emailChanged ? { pendingEmail: input.email } : {}),
          ...(input.phone !== undefined ? { phone: input.phone } : {}),
          ...(input.language !== undefined ? { language: input.language } : {}),
          updatedAt: deps.clock.now(),
        });
        if (!updated) throw notFound('User not found');
        return updated;
      });
    },

    confirmEmailChange: (token: string) => emailChange.confirm(token),
    undoEmailChange: (token: string) => emailChange.undo(token),

    /** Changes the password and revokes every earlier token; the caller gets the account to sign a new one. */
    async changePassword(userId: string, input: ChangePasswordInput): Promise<UserRow> {
      const user = await requireUser(userId);
      // Shares the email change's failure limit: a stolen session cannot guess the password here either.
      await emailChange.assertPassword(user, input.currentPassword);
      assertUncommonPassword(input.newPassword, 'newPassword');
      const passwordHash = await hashPassword(input.newPassword);
      return (await usersRepository.bumpTokenVersion(db, userId, {
        passwordHash,
        mustChangePassword: false,
        temporaryPasswordUsedAt: null,
        updatedAt: deps.clock.now(),
      }))!;
    },

    listAddresses: (userId: string) => usersRepository.listAddresses(db, userId),

    async addAddress(userId: string, input: AddressParsed) {
      const existing = await usersRepository.listAddresses(db, userId);
      if (existing.length >= MAX_ADDRESSES)
        throw new AppError('TOO_MANY_ADDRESSES', 400, `You can save up to ${MAX_ADDRESSES} addresses.`);
      const { latitude, longitude, ...fields } = input;
      const point = latitude != null && longitude != null ? { lat: latitude, lng: longitude } : null;
      if (point) await deps.area.assertPointInReach(input.pincode, point, 'latitude');
      return db.transaction(async (tx) => {
        if (point) await recordConsent(tx, userId, 'location', true, deps.clock.now());
        return usersRepository.insertAddress(tx, {
          ...fields,
          latitude: point?.lat ?? null,
          longitude: point?.lng ?? null,
          userId,
        });
      });
    },

    /**
     * The owner sets (the phone's point, with consent) or removes their address's point. Someone else's
     * address, or none, is 404 alike: nobody learns which ids exist.
     */
    async setAddressPoint(userId: string, addressId: string, point: LatLng | null) {
      const address = await usersRepository.findAddress(db, userId, addressId);
      if (!address) throw notFound(serverMessages.addressNotFound);
      if (point) await deps.area.assertPointInReach(address.pincode, point, 'latitude');
      // Deleted meanwhile (another tab): the same 404 as before.
      return db.transaction(async (tx) => {
        const saved = await usersRepository.setAddressPoint(tx, userId, addressId, point);
        if (!saved) throw notFound(serverMessages.addressNotFound);
        // The phone's point is shared with consent; the last one removed withdraws it.
        if (point) await recordConsent(tx, userId, 'location', true, deps.clock.now());
        else if ((await usersRepository.pointsKept(tx, userId)) === 0)
          await recordConsent(tx, userId, 'location', false, deps.clock.now());
        return saved;
      });
    },

    /**
     * The owner names, relabels or corrects their address, or makes it the default (the previous default
     * stops being one in the same transaction, under the customer's row lock: two at once leave exactly
     * one). A new PIN code drops the old point (it was checked against the old one). Someone else's
     * address, or none, is 404.
     */
    async updateAddress(userId: string, addressId: string, input: AddressUpdateInput) {
      const { isDefault, ...fields } = input;
      const row = await db.transaction(async (tx) => {
        await usersRepository.lockUser(tx, userId);
        const current = await usersRepository.findAddress(tx, userId, addressId);
        if (!current) return undefined;
        const moved = fields.pincode !== undefined && fields.pincode !== current.pincode;
        const values = moved ? { ...fields, latitude: null, longitude: null } : fields;
        const updated = await usersRepository.updateAddress(tx, userId, addressId, values);
        if (!updated || !isDefault) return updated;
        return usersRepository.makeDefault(tx, userId, addressId);
      });
      if (!row) throw notFound(serverMessages.addressNotFound);
      return row;
    },

    async deleteAddress(userId: string, addressId: string): Promise<void> {
      if (!(await usersRepository.deleteAddress(db, userId, addressId)))
        throw notFound(serverMessages.addressNotFound);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
