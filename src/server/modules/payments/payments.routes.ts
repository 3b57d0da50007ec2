import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { successEnvelope } from '../../../shared/api';
import {
  bookingDocumentsSchema,
  creditsUsedSchema,
  paymentOrderDtoSchema,
  refundDtoSchema,
  sandboxCheckoutResultSchema,
  verifiedPaymentSchema,
} from '../../../shared/api-payments';
import {
  adminRefundInputSchema,
  createOrderInputSchema,
  useCreditsInputSchema,
  sandboxCheckoutInputSchema,
  verifyPaymentInputSchema,
} from '../../../shared/schemas/payment';
import { currentUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { errorResponses, idParams, typed, ok, idempotencyHeaders } from '../../platform/routing';
import { toBookingDto } from '../bookings/bookings.dto';
import type { PaymentRow } from './payments.repository';
import type { PaymentsService } from './payments.service';
import type { RefundsService } from './refunds.service';
import type { WebhooksService } from './webhooks.service';
import { invoiceDtoSchema } from '../../../shared/api-payments';
import { invoiceFilename, renderInvoicePdf, type InvoicesService } from '../invoices/invoices.service';

const gatewayErrors = { ...errorResponses, 502: errorResponses[400], 503: errorResponses[400] };

export const toPaymentDto = (p: PaymentRow) => ({
  id: p.id,
  bookingId: p.bookingId,
  provider: p.provider,
  orderId: p.orderId,
  paymentId: p.paymentId,
  amountPaise: p.amountPaise,
  refundedPaise: p.refundedPaise,
  method: p.method,
  status: p.status,
  capturedAt: p.capturedAt?.toISOString() ?? null,
});

export async function paymentsRoutes(
  app: FastifyInstance,
  deps: {
    payments: PaymentsService;
    refunds: RefundsService;
    webhooks: WebhooksService;
    invoices: InvoicesService;
    clock: Clock;
  },
) {
  const r = typed(app);
  const tags = ['payments'];
  // Who may call comes before what they sent: an anonymous or wrong-role request never reaches validation.
  // The access plugin (platform/access.ts) turns these declarations into onRequest guards.
  const client = { config: { access: 'authenticated' as const } };

  r.post(
    '/api/payment/create-order',
    {
      ...client,
      schema: {
        tags,
        body: createOrderInputSchema,
        response: {
          200: successEnvelope(
            paymentOrderDtoSchema.extend({
              data: z.object({ orderId: z.string(), amount: z.number(), currency: z.literal('INR') }),
            }),
          ),
          ...gatewayErrors,
        },
      },
    },
    async (req) => {
      const b = req.body;
      const bookingId = (b.bookingId ?? b.bookingData?._id ?? b.bookingData?.bookingId)!;
      const method = b.method ?? (b.paymentMethod === 'razorpay_qr' ? 'razorpay_qr' : 'razorpay_upi');
      const order = await deps.payments.createOrder(currentUser(req), bookingId, method);
      // Older clients read data.data (the first published shape); newer clients read data.
      return ok({
        ...order,
        data: { orderId: order.orderId, amount: order.amount, currency: order.currency },
      });
    },
  );

  r.post(
    '/api/payment/use-credits',
    {
      ...client,
      schema: {
        tags,
        summary: "The customer's credits pay first; wholly paid by them, the booking is confirmed at once",
        body: useCreditsInputSchema,
        response: {
          200: successEnvelope(creditsUsedSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const r = await deps.payments.useCredits(currentUser(req), req.body.bookingId);
      return ok({
        creditsUsedPaise: r.creditsUsedPaise,
        duePaise: r.duePaise,
        paid: r.paid,
        booking: toBookingDto(r.booking, deps.clock.now(), currentUser(req).role),
      });
    },
  );

  r.post(
    '/api/payment/verify',
    {
      ...client,
      schema: {
        tags,
        body: verifyPaymentInputSchema,
        response: {
          200: successEnvelope(verifiedPaymentSchema),
          ...gatewayErrors,
        },
      },
    },
    async (req) => {
      const { booking, payment, paidAtTheVisitRefund } = await deps.payments.verify(
        currentUser(req),
        req.body,
      );
      return ok(
        {
          booking: toBookingDto(booking, deps.clock.now(), currentUser(req).role),
          payment: toPaymentDto(payment),
          paidAtTheVisitRefund,
        },
        'Payment verified',
      );
    },
  );

  r.post(
    '/api/payment/sandbox/checkout',
    {
      ...client,
      schema: {
        tags,
        body: sandboxCheckoutInputSchema,
        response: { 200: successEnvelope(sandboxCheckoutResultSchema), ...errorResponses },
      },
    },
    async (req) => ok(await deps.payments.sandboxCheckout(currentUser(req), req.body)),
  );

  r.post(
    '/api/admin/payments/:id/refund',
    {
      config: { access: 'refunds' as const },
      schema: {
        tags,
        params: idParams,
        headers: idempotencyHeaders,
        body: adminRefundInputSchema,
        response: { 200: successEnvelope(z.object({ refund: refundDtoSchema })), ...gatewayErrors },
      },
    },
    async (req) => {
      const refund = await deps.refunds.adminRefund(
        req.params.id,
        req.body.amountPaise,
        req.body.reason,
        req.headers['idempotency-key'],
        currentUser(req),
      );
      return ok(
        {
          refund: {
            id: refund.id,
            amountPaise: refund.amountPaise,
            status: refund.status,
            providerRefundId: refund.providerRefundId,
          },
        },
        'Refund started',
      );
    },
  );

  r.get(
    '/api/payment/documents',
    {
      ...client,
      schema: {
        tags,
        querystring: z.object({ bookingId: z.string().max(80) }),
        response: {
          200: successEnvelope(bookingDocumentsSchema),
          ...errorResponses,
        },
      },
    },
    async (req) => {
      const actor = currentUser(req);
      // The booking's own visibility rule decides: another customer's booking is 404.
      await deps.payments.requireOwnBooking(actor, req.query.bookingId);
      return ok({ documents: await deps.invoices.documentsForBooking(req.query.bookingId) });
    },
  );

  r.get(
    '/api/payment/documents/:id',
    {
      ...client,
      schema: {
        tags,
        params: z.object({ id: z.string().max(80) }),
        response: { 200: successEnvelope(z.object({ document: invoiceDtoSchema })), ...errorResponses },
      },
    },
    async (req) => {
      return ok({ document: await deps.invoices.visible(currentUser(req), req.params.id) });
    },
  );

  r.get(
    '/api/payment/documents/:id/pdf',
    {
      ...client,
      schema: {
        tags,
        params: z.object({ id: z.string().max(80) }),
        response: {
          200: z.custom<Buffer>((v) => Buffer.isBuffer(v)).describe('application/pdf'),
          ...errorResponses,
        },
      },
    },
    async (req, reply) => {
      const doc = await deps.invoices.visible(currentUser(req), req.params.id);
      const pdf = await renderInvoicePdf(doc);
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${invoiceFilename(doc.serial)}"`)
        .send(pdf);
    },
  );

  // The webhook's signature covers the exact bytes sent: this route alone keeps the body raw.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    typed(scope).post(
      '/api/payment/webhook',
      {
        config: { access: 'public' as const },
        schema: {
          tags,
          headers: z.object({
            'x-razorpay-signature': z.string().max(200).optional(),
            'x-razorpay-event-id': z.string().max(200).optional(),
          }),
          response: {
            200: successEnvelope(
              z.object({ event: z.string(), duplicate: z.boolean(), changed: z.boolean() }),
            ),
            ...errorResponses,
          },
        },
      },
      async (req) => {
        const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
        const result = await deps.webhooks.handle(
          raw,
          req.headers['x-razorpay-signature'],
          req.headers['x-razorpay-event-id'],
        );
        return ok(result);
      },
    );
  });
}
