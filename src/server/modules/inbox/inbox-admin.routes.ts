import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contactMessageSchema,
  newsletterSubscriberSchema,
  pagedSchema,
  quoteBookingDraftSchema,
  quoteBookingResultSchema,
  quoteRequestSchema,
} from '../../../shared/api-admin';
import { successEnvelope } from '../../../shared/api';
import {
  adminInboxQuerySchema,
  adminQuotesQuerySchema,
  quoteBookingInputSchema,
  updateQuoteInputSchema,
} from '../../../shared/schemas/admin';
import { currentUser } from '../../platform/auth';
import { errorResponses, idParams, typed, ok } from '../../platform/routing';
import { bodyLimits } from '../../platform/body-limits';
import { bookingReference } from '../../../shared/booking-reference';
import type { InboxService } from './inbox.service';
import type { QuoteBookingService } from './quote-booking.service';

const iso = (d: Date) => d.toISOString();
const paged = <T, I>(
  q: { page: number; size: number },
  r: { rows: T[]; total: number },
  map: (row: T) => I,
) => ({
  items: r.rows.map(map),
  page: q.page,
  size: q.size,
  total: r.total,
});
const toQuote = ({
  createdAt,
  ...q
}: { createdAt: Date } & Omit<z.infer<typeof quoteRequestSchema>, 'createdAt'>) => ({
  ...q,
  createdAt: iso(createdAt),
});

/** The admin's inbox, paged and searchable: contact messages, quote requests (with their handling), subscribers. */
export async function inboxAdminRoutes(
  app: FastifyInstance,
  { inbox, quoteBookings }: { inbox: InboxService; quoteBookings: QuoteBookingService },
) {
  const r = typed(app);
  const tags = ['inbox'];

  r.get(
    '/api/admin/inbox/contacts',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags,
        querystring: adminInboxQuerySchema,
        response: { 200: successEnvelope(pagedSchema(contactMessageSchema)), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        paged(req.query, await inbox.contactsPage(req.query), ({ createdAt, ...c }) => ({
          ...c,
          createdAt: iso(createdAt),
        })),
      ),
  );

  r.get(
    '/api/admin/inbox/quotes',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags,
        querystring: adminQuotesQuerySchema,
        response: { 200: successEnvelope(pagedSchema(quoteRequestSchema)), ...errorResponses },
      },
    },
    async (req) => ok(paged(req.query, await inbox.quotesPage(req.query), toQuote)),
  );

  r.patch(
    '/api/admin/inbox/quotes/:id',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags,
        summary: 'Mark a quote request contacted or closed',
        params: idParams,
        body: updateQuoteInputSchema,
        response: { 200: successEnvelope(z.object({ quote: quoteRequestSchema })), ...errorResponses },
      },
    },
    async (req) => {
      const quote = await inbox.setQuoteStatus(currentUser(req), req.params.id, req.body.status);
      return ok({ quote: toQuote(quote) }, 'Quote request updated');
    },
  );

  r.get(
    '/api/admin/inbox/quotes/:id/booking-draft',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags,
        summary:
          "A booking filled in from a quote request and its sender's account, for the admin to confirm",
        params: idParams,
        response: { 200: successEnvelope(quoteBookingDraftSchema), ...errorResponses },
      },
    },
    async (req) => {
      const { quote, ...draft } = await quoteBookings.draft(req.params.id);
      return ok({ quote: toQuote(quote), ...draft });
    },
  );

  r.post(
    '/api/admin/inbox/quotes/:id/booking',
    {
      config: { access: 'inbox' as const },
      bodyLimit: bodyLimits.booking,
      schema: {
        tags,
        summary:
          "Book a quote request for the account with its phone number (the customer's own booking rules); closes the quote",
        params: idParams,
        body: quoteBookingInputSchema,
        response: {
          200: successEnvelope(quoteBookingResultSchema),
          201: successEnvelope(quoteBookingResultSchema),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const {
        quote,
        booking: b,
        replayed,
      } = await quoteBookings.book(currentUser(req), req.params.id, req.body);
      reply.status(replayed ? 200 : 201);
      return ok(
        {
          quote: toQuote(quote),
          booking: {
            id: b.id,
            reference: bookingReference(b.id),
            serviceName: b.serviceName,
            packageName: b.packageName,
            scheduledDate: b.scheduledDate,
            scheduledTime: b.scheduledTime,
            totalPaise: b.totalPaise,
            customerName: b.customerName,
          },
          replayed,
        },
        replayed ? 'This quote was booked already' : `Booking created for ${b.customerName}`,
      );
    },
  );

  r.get(
    '/api/admin/inbox/newsletter',
    {
      config: { access: 'inbox' as const },
      schema: {
        tags,
        querystring: adminInboxQuerySchema,
        response: { 200: successEnvelope(pagedSchema(newsletterSubscriberSchema)), ...errorResponses },
      },
    },
    async (req) =>
      ok(
        paged(req.query, await inbox.subscribersPage(req.query), (s) => ({
          email: s.email,
          createdAt: iso(s.createdAt),
        })),
      ),
  );
}
