import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client';
import type { PaymentProvider, ProviderRefund } from './provider';
import { sandboxRepository } from './sandbox.repository';
import { createSandboxSubscriptions, type SandboxSubscriptions } from './sandbox-subscriptions';
import {
  hmacSha256Hex,
  isValidPaymentSignature,
  isValidWebhookSignature,
  paymentSignature,
} from './signature';

const ALPHANUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Ids shaped like Razorpay's: a prefix and 14 letters or digits. */
export function providerStyleId(prefix: 'order' | 'pay' | 'rfnd' | 'evt' | 'plan' | 'sub') {
  const bytes = randomBytes(14);
  return `${prefix}_${Array.from(bytes, (b) => ALPHANUM[b % ALPHANUM.length]).join('')}`;
}

/** Delivers a webhook to our own endpoint exactly as Razorpay would: raw JSON, signature, event id. */
export type WebhookSink = (delivery: { body: string; signature: string; eventId: string }) => Promise<void>;

export interface SandboxProvider extends PaymentProvider, SandboxSubscriptions {
  readonly name: 'sandbox';
  /** Plays Razorpay's checkout for one of our orders; returns what the checkout hands the browser. */
  checkout(input: {
    orderId: string;
    amountPaise: number;
    method: string;
    outcome: 'success' | 'failure';
    emitWebhooks: boolean;
  }): Promise<{ paymentId: string; signature: string | null }>;
  connectWebhooks(sink: WebhookSink): void;
}

/** The built-in stand-in for Razorpay: orders live in our database, signatures are made as Razorpay makes them. */
export function createSandboxProvider(opts: {
  db: Db;
  secret: string;
  webhookSecret: string;
  now: () => Date;
}): SandboxProvider {
  let sink: WebhookSink | null = null;

  async function emit(event: string, payload: Record<string, unknown>) {
    if (!sink) return;
    const body = JSON.stringify({
      entity: 'event',
      account_id: 'acc_sandbox',
      event,
      contains: Object.keys(payload),
      payload,
      created_at: Math.floor(opts.now().getTime() / 1000),
    });
    await sink({ body, signature: hmacSha256Hex(opts.webhookSecret, body), eventId: providerStyleId('evt') });
  }

  const paymentEntity = (
    p: { id: string; orderId: string; amountPaise: number; method: string },
    status: string,
  ) => ({
    entity: {
      id: p.id,
      entity: 'payment',
      amount: p.amountPaise,
      currency: 'INR',
      status,
      order_id: p.orderId,
      // A QR payment is a UPI payment to Razorpay too.
      method: 'upi',
      captured: status === 'captured',
      error_description: status === 'failed' ? 'Payment declined in the sandbox' : null,
    },
  });

  const subscriptions = createSandboxSubscriptions({
    db: opts.db,
    secret: opts.secret,
    now: opts.now,
    emit,
    newId: providerStyleId,
  });

  return {
    name: 'sandbox',
    keyId: 'sandbox',
    ...subscriptions,

    connectWebhooks(s) {
      sink = s;
    },

    async createOrder() {
      return { id: providerStyleId('order') };
    },

    async fetchOrderPayments(orderId) {
      const rows = await sandboxRepository.paymentsOfOrder(opts.db, orderId);
      return rows.map((r) => ({
        id: r.id,
        orderId: r.orderId,
        status: r.status,
        method: r.method,
        amountPaise: r.amountPaise,
        createdAt: Math.floor(r.createdAt.getTime() / 1000),
      }));
    },

    async fetchPayment(paymentId) {
      const r = await sandboxRepository.findPayment(opts.db, paymentId);
      return r
        ? {
            id: r.id,
            orderId: r.orderId,
            status: r.status,
            method: r.method,
            amountPaise: r.amountPaise,
            createdAt: Math.floor(r.createdAt.getTime() / 1000),
          }
        : null;
    },

    /** The sandbox captures at checkout: nothing is left authorized, so this only reads the payment. */
    async capture(paymentId) {
      const r = await sandboxRepository.findPayment(opts.db, paymentId);
      if (!r) throw new Error(`no sandbox payment ${paymentId}`);
      return {
        id: r.id,
        orderId: r.orderId,
        status: r.status,
        method: r.method,
        amountPaise: r.amountPaise,
        createdAt: Math.floor(r.createdAt.getTime() / 1000),
      };
    },

    async checkout({ orderId, amountPaise, method, outcome, emitWebhooks }) {
      const paymentId = providerStyleId('pay');
      const status = outcome === 'success' ? 'captured' : 'failed';
      await sandboxRepository.insertPayment(opts.db, { id: paymentId, orderId, method, amountPaise, status });
      const payment = { id: paymentId, orderId, amountPaise, method };
      if (emitWebhooks) {
        if (status === 'captured') {
          await emit('payment.captured', { payment: paymentEntity(payment, 'captured') });
          await emit('order.paid', {
            payment: paymentEntity(payment, 'captured'),
            order: {
              entity: {
                id: orderId,
                entity: 'order',
                amount: amountPaise,
                amount_paid: amountPaise,
                status: 'paid',
              },
            },
          });
        } else {
          await emit('payment.failed', { payment: paymentEntity(payment, 'failed') });
        }
      }
      return {
        paymentId,
        signature: status === 'captured' ? paymentSignature(opts.secret, orderId, paymentId) : null,
      };
    },

    async refund({ paymentId, amountPaise, notes }): Promise<ProviderRefund> {
      const payment = await sandboxRepository.findPayment(opts.db, paymentId);
      if (!payment || payment.status === 'failed') return { id: providerStyleId('rfnd'), status: 'failed' };
      const id = providerStyleId('rfnd');
      if (amountPaise >= payment.amountPaise) await sandboxRepository.markRefunded(opts.db, paymentId);
      // Razorpay answers 'pending' and confirms later by webhook; the sandbox confirms at once.
      const refundEntity = {
        entity: {
          id,
          entity: 'refund',
          amount: amountPaise,
          currency: 'INR',
          payment_id: paymentId,
          notes,
          status: 'processed',
        },
      };
      await emit('refund.processed', { refund: refundEntity, payment: paymentEntity(payment, 'refunded') });
      return { id, status: 'pending' };
    },

    isValidPaymentSignature: (orderId, paymentId, signature) =>
      isValidPaymentSignature(opts.secret, orderId, paymentId, signature),

    isValidWebhookSignature: (rawBody, signature) =>
      isValidWebhookSignature(opts.webhookSecret, rawBody, signature),
  };
}
