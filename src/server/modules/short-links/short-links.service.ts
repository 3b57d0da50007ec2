import { randomInt } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type { ShortLinkTarget } from '../../../shared/schemas/short-links';
import { shortLinkUrl } from '../../../shared/domain/text-variables';
import { mapLinkFor } from '../../../shared/domain/address-point';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
import { type ShortLinkKind, shortLinksRepository } from './short-links.repository';

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const CODE_LENGTH = 6;
const newCode = () =>
  Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

/**
 * Our short links, the only links an SMS carries (`{PUBLIC_URL}/r/{code}`, within a DLT variable's 30
 * characters on a short domain). Each reveals something private (a receipt, a booking, an address), so
 * each has an owner and opens for that account alone: anyone else, or a guest, learns nothing (404;
 * the web page sends a guest to sign in, then back). A job's address opens for its cleaner only while
 * they are still on the booking's crew.
 */
export function createShortLinks(deps: { db: Db; publicUrl: string }) {
  return {
    /** The link for this kind, booking and owner, made once (the same link every later time). */
    async linkFor(tx: DbOrTx, kind: ShortLinkKind, bookingId: string, ownerId: string): Promise<string> {
      for (let attempt = 0; attempt < 5; attempt++) {
        const existing = await shortLinksRepository.codeOf(tx, kind, bookingId, ownerId);
        if (existing) return shortLinkUrl(deps.publicUrl, existing);
        const code = await shortLinksRepository.insert(tx, { code: newCode(), kind, bookingId, ownerId });
        if (code) return shortLinkUrl(deps.publicUrl, code);
      }
      throw new Error('no free short link code after 5 tries');
    },

    async resolve(user: AuthUser, code: string): Promise<ShortLinkTarget> {
      const gone = () => notFound('This link does not exist or is not yours.', 'NOT_FOUND');
      const link = await shortLinksRepository.find(deps.db, code);
      if (!link || link.ownerId !== user.id) throw gone();
      const id = encodeURIComponent(link.bookingId);
      if (link.kind === 'receipt') return { kind: 'receipt', to: `/booking-documents?bookingId=${id}` };
      if (link.kind === 'booking') return { kind: 'booking', to: `/my-bookings?bookingId=${id}` };
      const onCrew =
        link.bookingCleanerId === user.id ||
        (await shortLinksRepository.isOnCrew(deps.db, link.bookingId, user.id));
      if (!onCrew) throw gone();
      const address = [link.addressLine1, link.addressLine2, link.city, link.pincode]
        .filter(Boolean)
        .join(', ');
      return {
        kind: 'job',
        to: '/cleanerDashboard',
        job: {
          serviceName: link.serviceName,
          scheduledDate: link.scheduledDate,
          scheduledTime: link.scheduledTime,
          address,
          // The address's own point when known (exact), else a search for its words.
          mapUrl: mapLinkFor(
            address,
            link.latitude !== null && link.longitude !== null
              ? { lat: link.latitude, lng: link.longitude }
              : null,
          ),
        },
      };
    },
  };
}

export type ShortLinks = ReturnType<typeof createShortLinks>;
