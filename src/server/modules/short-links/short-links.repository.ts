import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingAssignments, bookings, shortLinks } from '../../db/schema/index';

export type ShortLinkKind = (typeof shortLinks.$inferSelect)['kind'];

export const shortLinksRepository = {
  /** Inserts the link unless its code or its (kind, booking, owner) exists; the stored code or null. */
  async insert(
    tx: DbOrTx,
    link: { code: string; kind: ShortLinkKind; bookingId: string; ownerId: string | null },
  ): Promise<string | null> {
    const [row] = await tx
      .insert(shortLinks)
      .values(link)
      .onConflictDoNothing()
      .returning({ code: shortLinks.code });
    return row?.code ?? null;
  },

  async codeOf(tx: DbOrTx, kind: ShortLinkKind, bookingId: string, ownerId: string | null) {
    const [row] = await tx
      .select({ code: shortLinks.code })
      .from(shortLinks)
      .where(
        and(
          eq(shortLinks.kind, kind),
          eq(shortLinks.bookingId, bookingId),
          ownerId ? eq(shortLinks.ownerId, ownerId) : isNull(shortLinks.ownerId),
        ),
      );
    return row?.code;
  },

  /** The link with the booking fields its page shows. */
  async find(tx: DbOrTx, code: string) {
    const [row] = await tx
      .select({
        kind: shortLinks.kind,
        ownerId: shortLinks.ownerId,
        bookingId: shortLinks.bookingId,
        addressLine1: bookings.addressLine1,
        addressLine2: bookings.addressLine2,
        city: bookings.city,
        pincode: bookings.pincode,
        latitude: bookings.addressLatitude,
        longitude: bookings.addressLongitude,
        scheduledDate: bookings.scheduledDate,
        scheduledTime: bookings.scheduledTime,
        serviceName: bookings.serviceName,
        bookingCleanerId: bookings.cleanerId,
      })
      .from(shortLinks)
      .innerJoin(bookings, eq(bookings.id, shortLinks.bookingId))
      .where(eq(shortLinks.code, code));
    return row;
  },

  async isOnCrew(tx: DbOrTx, bookingId: string, cleanerId: string) {
    const rows = await tx
      .select({ id: bookingAssignments.id })
      .from(bookingAssignments)
      .where(and(eq(bookingAssignments.bookingId, bookingId), eq(bookingAssignments.cleanerId, cleanerId)));
    return rows.length > 0;
  },
};
