import type { QuoteBookingDraftDto } from '../../../shared/api-admin';
import type { QuoteBookingInput } from '../../../shared/schemas/admin';
import { createBookingInputSchema } from '../../../shared/schemas/booking';
import { MOBILE_PATTERN } from '../../../shared/patterns';
import { quoteNeedsAccount } from '../../../shared/texts';
import type { Db } from '../../db/client';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { AppError, notFound } from '../../platform/errors';
import { bookingReference } from '../../../shared/booking-reference';

import { recordChange, type BookingsService } from '../bookings/bookings.service';
import type { CatalogueService } from '../catalogue/catalogue.service';
import { inboxRepository, lastTenDigits, type QuoteRow } from './inbox.repository';

/**
 * Inbox: a quote request becomes a booking for the account with its phone number. The booking
 * is made by the bookings service exactly as the customer's own (pricing, crew, emails), keyed by the
 * quote so a second click or a retry gives the same booking; then the quote is closed and linked, audited.
 */
export function createQuoteBookingService(deps: {
  db: Db;
  bookings: BookingsService;
  catalogue: CatalogueService;
}) {
  const { db } = deps;

  async function requireQuote(id: string): Promise<QuoteRow> {
    const quote = await inboxRepository.findQuote(db, id, { lock: false });
    if (!quote) throw notFound('Quote request not found', 'QUOTE_NOT_FOUND');
    return quote;
  }

  return {
    async draft(id: string): Promise<Omit<QuoteBookingDraftDto, 'quote'> & { quote: QuoteRow }> {
      const quote = await requireQuote(id);
      const customers = await inboxRepository.customersWithPhone(db, quote.phone);
      const active = await deps.catalogue.list({ includeInactive: false });
      const wanted = quote.service.toLowerCase();
      const offered = active.find((s) => s.service.slug === wanted || s.service.id === wanted);
      const pkg = offered?.packages.find((p) => p.isActive);
      const area = Number(quote.area);
      const customer = customers[0];
      const phone = [customer?.phone ?? '', quote.phone]
        .map(lastTenDigits)
        .find((p) => MOBILE_PATTERN.test(p));
      return {
        quote,
        customers,
        draft: {
          serviceId: offered?.service.id ?? null,
          packageId: pkg?.id ?? null,
          // The quote asks for sq.ft; for services counted in items or at a fixed price it starts at 1.
          areaSqft: offered?.service.pricingType === 'sq.ft' && area > 0 ? area : 1,
          phoneNumber: phone ?? quote.phone,
          address: customer ? await inboxRepository.lastAddressOf(db, customer.id) : null,
          instructions: quote.message,
        },
        booking: quote.bookingId
          ? { id: quote.bookingId, reference: bookingReference(quote.bookingId) }
          : null,
      };
    },

    async book(actor: AuthUser, id: string, input: QuoteBookingInput) {
      const quote = await requireQuote(id);
      // Booked already (another click, another admin): that booking, nothing new.
      if (quote.bookingId) {
        const b = await inboxRepository.bookingOfQuote(db, quote.bookingId);
        if (b) return { quote, booking: b, replayed: true };
      }
      const customers = await inboxRepository.customersWithPhone(db, quote.phone);
      if (!customers.length)
        throw new AppError('QUOTE_NO_CUSTOMER', 409, quoteNeedsAccount(quote.name, quote.phone));
      const customer = input.customerId
        ? customers.find((c) => c.id === input.customerId)
        : customers.length === 1
          ? customers[0]
          : undefined;
      if (!customer)
        throw new AppError('QUOTE_CUSTOMER_UNCLEAR', 400, 'Choose which customer this booking is for', [
          { field: 'customerId', message: 'Choose which customer this booking is for' },
        ]);

      const { customerId: _chosen, ...fields } = input;
      const made = await deps.bookings.create(
        { id: customer.id, role: 'client', name: customer.name, email: customer.email },
        createBookingInputSchema.parse({
          ...fields,
          customerName: customer.name,
          customerEmail: customer.email,
          frequency: 'one-time',
        }),
        `quote-${quote.id}`,
        // Booked by an admin, not a customer's checkout: confirmed at once.
        { confirmed: true },
      );
      const b = made.booking.booking;

      const closed = await db.transaction(async (tx) => {
        const linked = await inboxRepository.linkQuote(tx, quote.id, b.id);
        // Linked by a click that raced this one (the booking was replayed): nothing more to record.
        if (!linked) return (await inboxRepository.findQuote(tx, quote.id))!;
        // The service records the booking as the customer's; the history says who really made it.
        await recordChange(tx, {
          booking: { id: b.id },
          actor,
          to: b.status,
          note: 'Booked by an admin from a quote request',
        });
        await recordAudit(tx, {
          actor,
          action: 'booking.from-quote',
          entityType: 'booking',
          entityId: b.id,
          details: { quoteId: quote.id, customerId: customer.id },
        });
        await recordAudit(tx, {
          actor,
          action: 'quote.status',
          entityType: 'quote',
          entityId: quote.id,
          details: { from: quote.status, to: 'closed', bookingId: b.id },
        });
        return linked;
      });
      return { quote: closed, booking: b, replayed: made.replayed };
    },
  };
}

export type QuoteBookingService = ReturnType<typeof createQuoteBookingService>;
