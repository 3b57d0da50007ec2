import type { FastifyInstance } from 'fastify';
import { successEnvelope } from '../../../shared/api';
import { paymentAttentionSchema, type PaymentAttentionDto } from '../../../shared/api-payment-attention';
import type { Db } from '../../db/client';
import { errorResponses, typed, ok } from '../../platform/routing';
import { disputesRepository } from './disputes.repository';

const LIMIT = 100;

/** Disputes, failed or retrying refunds and payments waiting for capture, newest first. */
export async function paymentAttention(db: Db): Promise<PaymentAttentionDto> {
  const [disputes, refunds, waiting] = await Promise.all([
    disputesRepository.disputes(db, LIMIT),
    disputesRepository.troubledRefunds(db, LIMIT),
    disputesRepository.waitingPayments(db, LIMIT),
  ]);
  return {
    disputes: disputes.map(({ dispute: d, customerName }) => ({
      id: d.id,
      providerDisputeId: d.providerDisputeId,
      bookingId: d.bookingId,
      customerName,
      amountPaise: d.amountPaise,
      amountDeductedPaise: d.amountDeductedPaise,
      reasonCode: d.reasonCode,
      status: d.status,
      phase: d.phase,
      respondBy: d.respondBy?.toISOString() ?? null,
      createdAt: d.createdAt.toISOString(),
      updatedAt: d.updatedAt.toISOString(),
    })),
    refunds: refunds.map((r) => ({
      id: r.id,
      bookingId: r.bookingId,
      amountPaise: r.amountPaise,
      status: r.status,
      attempts: r.attempts,
      failureReason: r.failureReason,
      updatedAt: r.updatedAt.toISOString(),
    })),
    waitingPayments: waiting.map((p) => ({
      id: p.id,
      bookingId: p.bookingId,
      orderId: p.orderId,
      paymentId: p.paymentId,
      amountPaise: p.amountPaise,
      updatedAt: p.updatedAt.toISOString(),
    })),
  };
}

export async function paymentAttentionRoutes(app: FastifyInstance, { db }: { db: Db }) {
  typed(app).get(
    '/api/admin/payments/attention',
    {
      config: { access: 'payments' as const },
      schema: {
        tags: ['admin'],
        summary: 'Disputes, failed refunds and payments waiting for capture',
        response: { 200: successEnvelope(paymentAttentionSchema), ...errorResponses },
      },
    },
    async () => ok(await paymentAttention(db)),
  );
}
