import { createHash, randomInt } from 'node:crypto';
import type { Db, DbOrTx } from '../../db/client';
import type {
  AdminGiftVoucherDto,
  AdminGiftVouchersDto,
  GiftVoucherDto,
  GiftVoucherRedeemed,
} from '../../../shared/api-gift-vouchers';
import { maskPhone } from '../../../shared/domain/phone-mask';
import {
  VOUCHER_CODE_ALPHABET,
  VOUCHER_CODE_LENGTH,
  VOUCHER_CREDIT_DAYS,
  VOUCHER_VALID_DAYS,
  formatVoucherCode,
  maskEmail,
  type VoucherAdminState,
} from '../../../shared/domain/gift-vouchers';
import { todayInIndia } from '../../../shared/domain/time';
import type { Language } from '../../../shared/language';
import { rupeesToPaise } from '../../../shared/money';
import type { VerifyPaymentInput } from '../../../shared/schemas/payment';
import {
  giftVoucherAdminTexts as at,
  giftVoucherTexts as t,
  type AdminGiftVouchersQuery,
  type CreateGiftVoucher,
  type RefundGiftVoucherInput,
} from '../../../shared/schemas/gift-vouchers';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { AppError, conflict, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/registry';
import { onlinePaymentsOff, type PaymentProvider } from '../../platform/payments/provider';
import type { SandboxProvider } from '../../platform/payments/sandbox-provider';
import type { RateLimiter } from '../../platform/rate-limit';
import type { CreditsService } from '../credits/credits.service';
import {
  captureIfAuthorized,
  decisivePayment,
  VERIFICATION_FAILED_MESSAGE,
} from '../payments/payments.service';
import { giftVouchersRepository as repo, type GiftVoucherRow } from './gift-vouchers.repository';

const DAY_MS = 24 * 60 * 60_000;

/** Wrong codes an account, and a client address, may try in an hour (as coupons: COUPON_GUESSES). */
export const VOUCHER_GUESSES = { perAccount: 10, perAddress: 30, windowMs: 60 * 60_000 };

/** A new code: 16 characters drawn with crypto.randomInt (about 79 bits; decision 046). */
export function newVoucherCode(): string {
  let code = '';
  for (let i = 0; i < VOUCHER_CODE_LENGTH; i++)
    code += VOUCHER_CODE_ALPHABET[randomInt(VOUCHER_CODE_ALPHABET.length)];
  return code;
}

/** What is stored of a code: its SHA-256 (the code has 79 random bits: no salt or slow hash needed). */
export const voucherCodeHash = (code: string) =>
  createHash('sha256').update(`gift-voucher:${code}`).digest('hex');

const orderNotFound = () => notFound(t.orderNotFound, 'ORDER_NOT_FOUND');
const invalidCode = () =>
  new AppError('NOT_FOUND', 404, t.codeInvalid, [{ field: 'code', message: t.codeInvalid }]);
const tooManyGuesses = () =>
  new AppError('RATE_LIMITED', 429, t.tooManyGuesses, [{ field: 'code', message: t.tooManyGuesses }]);

export interface GiftVoucherTexts {
  giftVoucher(
    tx: DbOrTx,
    to: { mobile: string; language: Language },
    v: { name: string; buyer: string; amountPaise: number; code: string; link: string },
    voucherId: string,
  ): Promise<unknown>;
}

/**
 * Gift vouchers (decision 046): bought through the provider's own order as a tip is, paid once (verify or
 * webhook, whichever comes first, under the row's lock), the code made and delivered in that transaction, and
 * redeemed once into credits by a conditional UPDATE in the transaction that writes the ledger entry.
 */
export function createGiftVouchersService(deps: {
  db: Db;
  clock: Clock;
  provider: PaymentProvider | null;
  credits: CreditsService;
  texts: GiftVoucherTexts;
  companyName: string;
  publicUrl: string;
  /** Counts wrong codes (without it, as in some unit tests, nothing is counted). */
  guesses?: { limiter: RateLimiter; multiplier: number };
}) {
  const { db, clock } = deps;
  const redeemUrl = `${deps.publicUrl.replace(/\/$/, '')}/profile`;
  const requireProvider = () => {
    if (!deps.provider) throw onlinePaymentsOff();
    return deps.provider;
  };

  const guessRules = (userId: string, ip: string | undefined) => {
    const g = deps.guesses;
    if (!g) return [];
    const scale = (n: number) => Math.ceil(n * g.multiplier);
    return [
      { key: `voucher-guess:user:${userId}`, max: scale(VOUCHER_GUESSES.perAccount) },
      ...(ip ? [{ key: `voucher-guess:ip:${ip}`, max: scale(VOUCHER_GUESSES.perAddress) }] : []),
    ];
  };

  const toDto = (v: GiftVoucherRow): GiftVoucherDto => ({
    id: v.id,
    amountPaise: v.amountPaise,
    recipientName: v.recipientName,
    status: v.status,
    paidAt: v.paidAt?.toISOString() ?? null,
    redeemed: v.redeemedAt !== null,
    expiresAt: v.expiresAt?.toISOString() ?? null,
  });

  const adminState = (v: GiftVoucherRow, now: Date): VoucherAdminState => {
    if (v.status === 'refunded') return 'refunded';
    if (v.status !== 'paid') return 'pending_payment';
    if (v.redeemedAt) return 'redeemed';
    return v.expiresAt && v.expiresAt <= now ? 'expired' : 'paid';
  };

  const toAdminDto = (
    v: GiftVoucherRow,
    buyer: AdminGiftVoucherDto['buyer'],
    now: Date,
  ): AdminGiftVoucherDto => ({
    id: v.id,
    buyer,
    recipientName: v.recipientName,
    recipientContact: v.recipientEmail ? maskEmail(v.recipientEmail) : maskPhone(v.recipientMobile),
    amountPaise: v.amountPaise,
    state: adminState(v, now),
    createdAt: v.createdAt.toISOString(),
    paidAt: v.paidAt?.toISOString() ?? null,
    redeemedAt: v.redeemedAt?.toISOString() ?? null,
    expiresAt: v.expiresAt?.toISOString() ?? null,
    refundedAt: v.refundedAt?.toISOString() ?? null,
    refundReason: v.refundReason,
    refundStatus: v.refundStatus,
    refundable: v.status === 'paid' && v.redeemedAt === null,
    retryRefund: v.status === 'refunded' && v.refundStatus === 'failed',
  });

  /**
   * Asks the provider to refund a refunded voucher's payment, always with the key `gift-voucher:<id>` (a resend
   * after a lost answer returns the first refund). Any failure leaves the voucher refunded (its code refused)
   * and the refund 'failed' for an admin to retry.
   */
  async function sendRefund(v: GiftVoucherRow, log?: { error: (obj: object, msg: string) => void }) {
    const provider = deps.provider;
    try {
      if (!provider || provider.name !== v.provider || !v.paymentId) throw onlinePaymentsOff();
      const answer = await provider.refund({
        paymentId: v.paymentId,
        amountPaise: v.amountPaise,
        idempotencyKey: `gift-voucher:${v.id}`,
        notes: { kind: 'gift-voucher', gift_voucher_id: v.id },
      });
      return await db.transaction(async (tx) => {
        const current = (await repo.lock(tx, v.id))!;
        // The provider's webhook may have confirmed it already (the sandbox does at once): keep that.
        const refundStatus = current.refundStatus === 'processed' ? 'processed' : answer.status;
        return (await repo.setRefund(tx, v.id, { refundStatus, providerRefundId: answer.id }))!;
      });
    } catch (error) {
      log?.error({ err: error, voucherId: v.id }, 'gift voucher refund not sent: needs an admin to retry');
      return (await repo.setRefund(db, v.id, { refundStatus: 'failed' }))!;
    }
  }

  /** Tells the buyer, in the transaction that marks the voucher refunded (so once), that it is refunded. */
  async function tellBuyerRefunded(tx: DbOrTx, v: GiftVoucherRow) {
    const buyer = await repo.buyer(tx, v.buyerId);
    if (!buyer?.email) return;
    await enqueueEmail(tx, {
      kind: 'gift-voucher-refunded',
      to: buyer.email,
      ...templateCall(
        'gift-voucher-refunded',
        { name: deps.companyName },
        { buyerName: buyer.name, recipientName: v.recipientName, amountPaise: v.amountPaise },
      ),
    });
  }

  /** Sends the code to the recipient, inside the paying transaction: by email, or by WhatsApp to a mobile. */
  async function deliver(tx: DbOrTx, v: GiftVoucherRow, code: string, expiresAt: Date) {
    const buyer = await repo.buyer(tx, v.buyerId);
    const buyerName = buyer?.name || deps.companyName;
    if (v.recipientEmail)
      await enqueueEmail(tx, {
        kind: 'gift-voucher',
        to: v.recipientEmail,
        language: v.recipientLanguage,
        ...templateCall(
          'gift-voucher',
          { name: deps.companyName },
          {
            recipientName: v.recipientName,
            buyerName,
            amountPaise: v.amountPaise,
            message: v.message,
            code,
            expiresOn: todayInIndia(expiresAt),
            redeemUrl,
          },
        ),
      });
    else if (v.recipientMobile)
      await deps.texts.giftVoucher(
        tx,
        { mobile: v.recipientMobile, language: v.recipientLanguage },
        {
          name: v.recipientName,
          buyer: buyerName,
          amountPaise: v.amountPaise,
          code: formatVoucherCode(code),
          link: redeemUrl,
        },
        v.id,
      );
  }

  /** Paid once: the row is locked; the code is made, stored as its hash and delivered in this transaction. */
  async function markPaid(tx: DbOrTx, voucher: GiftVoucherRow, paymentId: string, actor: AuthUser | null) {
    const locked = (await repo.lock(tx, voucher.id))!;
    if (locked.status === 'paid') return locked;
    const code = newVoucherCode();
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + VOUCHER_VALID_DAYS * DAY_MS);
    const paid = await repo.markPaid(tx, locked.id, {
      paymentId,
      paidAt: now,
      codeHash: voucherCodeHash(code),
      expiresAt,
    });
    await deliver(tx, paid, code, expiresAt);
    await recordAudit(tx, {
      actor: actor && { id: actor.id, role: actor.role },
      action: 'gift-voucher.paid',
      entityType: 'gift-voucher',
      entityId: paid.id,
      details: { amountPaise: paid.amountPaise, paymentId, by: paid.buyerId },
    });
    return paid;
  }

  async function ownVoucher(actor: AuthUser, orderId: string) {
    const v = await repo.byOrderId(db, orderId);
    if (!v || v.buyerId !== actor.id) throw orderNotFound();
    return v;
  }

  return {
    /** POST /api/gift-vouchers: the voucher's row and its provider order; it is nothing until paid. */
    async createOrder(actor: AuthUser, input: CreateGiftVoucher) {
      const provider = requireProvider();
      const amountPaise = rupeesToPaise(input.amountRupees);
      const order = await provider.createOrder({
        amountPaise,
        receipt: `gv${actor.id.replace(/-/g, '').slice(0, 12)}${clock.now().getTime().toString(36)}`,
        notes: { kind: 'gift-voucher', buyer_id: actor.id },
      });
      const v = await repo.insert(db, {
        buyerId: actor.id,
        amountPaise,
        recipientName: input.recipientName,
        recipientEmail: input.recipientEmail || null,
        recipientMobile: input.recipientMobile || null,
        recipientLanguage: input.recipientLanguage,
        message: input.message,
        provider: provider.name,
        orderId: order.id,
        createdAt: clock.now(),
      });
      const buyer = await repo.buyer(db, actor.id);
      return {
        voucherId: v.id,
        orderId: v.orderId,
        amount: amountPaise,
        currency: 'INR' as const,
        keyId: provider.keyId,
        provider: provider.name,
        merchantName: deps.companyName,
        description: `Gift voucher for ${input.recipientName}`,
        prefill: { name: buyer?.name ?? '', email: buyer?.email ?? '', contact: buyer?.phone ?? '' },
      };
    },

    /** The browser's proof, checked as a booking payment's (the provider's HMAC of order|payment). */
    async verify(actor: AuthUser, input: VerifyPaymentInput): Promise<GiftVoucherDto> {
      const provider = requireProvider();
      const v = await ownVoucher(actor, input.razorpayOrderId);
      const genuine =
        v.provider === provider.name &&
        provider.isValidPaymentSignature(v.orderId, input.razorpayPaymentId, input.razorpaySignature);
      if (!genuine) throw new AppError('PAYMENT_VERIFICATION_FAILED', 400, VERIFICATION_FAILED_MESSAGE);
      return toDto(await db.transaction((tx) => markPaid(tx, v, input.razorpayPaymentId, actor)));
    },

    /** A provider webhook about an order that is not a booking's nor a tip's: a voucher's capture, once. */
    async captureFromWebhook(tx: DbOrTx, orderId: string, paymentId: string | undefined) {
      const v = await repo.byOrderId(tx, orderId);
      if (!v || !paymentId) return false;
      await markPaid(tx, v, paymentId, null);
      return true;
    },

    async sandboxCheckout(
      actor: AuthUser,
      input: { orderId: string; method: 'upi' | 'qr'; outcome: 'success' | 'failure' },
    ) {
      if (deps.provider?.name !== 'sandbox') throw notFound('Not found', 'ROUTE_NOT_FOUND');
      const v = await ownVoucher(actor, input.orderId);
      if (v.status === 'paid') throw new AppError('ALREADY_PAID', 400, t.alreadyPaid);
      const result = await (deps.provider as SandboxProvider).checkout({
        orderId: v.orderId,
        amountPaise: v.amountPaise,
        method: input.method,
        outcome: input.outcome,
        emitWebhooks: false,
      });
      return {
        outcome: input.outcome,
        razorpayOrderId: v.orderId,
        razorpayPaymentId: result.paymentId,
        razorpaySignature: result.signature,
        error: result.signature
          ? null
          : { code: 'BAD_REQUEST_ERROR', description: 'Payment declined in the sandbox' },
      };
    },

    /**
     * The payment reconciler's pass over vouchers (a browser that never came back and a lost webhook): unpaid
     * orders older than `afterMinutes` and at most three days old are asked about at the provider; a captured
     * payment (an authorized one is captured first) marks the voucher paid, once, as verify would.
     */
    async reconcile(afterMinutes: number, log?: { error: (obj: object, msg: string) => void }) {
      const provider = deps.provider;
      if (!provider) return 0;
      const now = clock.now();
      const stale = new Date(now.getTime() - afterMinutes * 60_000);
      const claimed = await db.transaction((tx) =>
        repo.claimStale(tx, {
          olderThan: stale,
          checkedBefore: stale,
          since: new Date(now.getTime() - 3 * DAY_MS),
          now,
        }),
      );
      let paid = 0;
      for (const v of claimed) {
        if (v.provider !== provider.name) continue;
        try {
          const decisive = decisivePayment(await provider.fetchOrderPayments(v.orderId));
          const latest = decisive && (await captureIfAuthorized(provider, decisive, v.amountPaise, log));
          if (latest?.status !== 'captured') continue;
          await db.transaction((tx) => markPaid(tx, v, latest.id, null));
          paid++;
        } catch (error) {
          log?.error(
            { err: error, orderId: v.orderId },
            'gift voucher reconciliation failed; the next pass tries again',
          );
        }
      }
      return paid;
    },

    /** GET /api/admin/gift-vouchers: a page, newest first, optionally of one state; never a code. */
    async adminList(q: AdminGiftVouchersQuery): Promise<AdminGiftVouchersDto> {
      const now = clock.now();
      const { rows, total } = await repo.adminList(db, {
        state: q.state,
        now,
        limit: q.size,
        offset: (q.page - 1) * q.size,
      });
      return { items: rows.map((r) => toAdminDto(r.voucher, r.buyer, now)), total };
    },

    /**
     * POST /api/admin/gift-vouchers/:id/refund: a paid, unredeemed voucher is marked refunded under its lock
     * (so its code is refused from then on) and audited in one transaction; then the provider is asked to
     * refund the payment. A refund the provider failed is asked again by the same call (same key).
     */
    async refund(
      actor: AuthUser,
      id: string,
      input: RefundGiftVoucherInput,
      log?: { error: (obj: object, msg: string) => void },
    ) {
      const now = clock.now();
      const marked = await db.transaction(async (tx) => {
        const v = await repo.lock(tx, id);
        if (!v) throw notFound(at.notFound);
        if (v.status === 'refunded') {
          if (v.refundStatus !== 'failed')
            throw conflict(v.refundStatus === 'pending' ? at.refundPending : at.alreadyRefunded);
          const again = (await repo.setRefund(tx, v.id, { refundStatus: 'pending' }))!;
          await recordAudit(tx, {
            actor: { id: actor.id, role: actor.role },
            action: 'gift-voucher.refund-retried',
            entityType: 'gift-voucher',
            entityId: v.id,
            details: { amountPaise: v.amountPaise, reason: input.reason },
          });
          return again;
        }
        if (v.status !== 'paid') throw conflict(at.notPaid);
        if (v.redeemedAt) throw conflict(at.redeemed);
        const refunded = (await repo.markRefunded(tx, v.id, {
          refundedAt: now,
          refundedBy: actor.id,
          refundReason: input.reason,
          refundStatus: 'pending',
        }))!;
        await recordAudit(tx, {
          actor: { id: actor.id, role: actor.role },
          action: 'gift-voucher.refunded',
          entityType: 'gift-voucher',
          entityId: v.id,
          details: { amountPaise: v.amountPaise, paymentId: v.paymentId, reason: input.reason },
        });
        await tellBuyerRefunded(tx, v);
        return refunded;
      });
      const sent = await sendRefund(marked, log);
      const buyer = await repo.buyer(db, sent.buyerId);
      return {
        voucher: toAdminDto(
          sent,
          { id: sent.buyerId, name: buyer?.name ?? '', email: buyer?.email ?? '' },
          now,
        ),
        message: sent.refundStatus === 'failed' ? at.refundFailed : at.refunded,
      };
    },

    /**
     * refund.processed / refund.failed about a voucher's payment (the office refunded it at the provider's
     * dashboard, or our own refund confirmed): an unredeemed paid voucher becomes refunded, once; a refunded
     * one takes the provider's outcome. A redeemed voucher is left alone (its credits are the customer's).
     */
    async refundFromWebhook(
      tx: DbOrTx,
      paymentId: string,
      refund: { id: string; processed: boolean },
    ): Promise<boolean> {
      const v = await repo.byPaymentId(tx, paymentId);
      if (!v) return false;
      const refundStatus = refund.processed ? 'processed' : 'failed';
      if (v.status === 'refunded') {
        if (v.refundStatus === refundStatus || v.refundStatus === 'processed') return false;
        await repo.setRefund(tx, v.id, { refundStatus, providerRefundId: refund.id });
        return true;
      }
      if (!refund.processed || v.status !== 'paid' || v.redeemedAt) return false;
      await repo.markRefunded(tx, v.id, {
        refundedAt: clock.now(),
        refundedBy: null,
        refundReason: 'Refunded at the payment provider',
        refundStatus: 'processed',
      });
      await repo.setRefund(tx, v.id, { refundStatus: 'processed', providerRefundId: refund.id });
      await recordAudit(tx, {
        actor: null,
        action: 'gift-voucher.refunded',
        entityType: 'gift-voucher',
        entityId: v.id,
        details: { amountPaise: v.amountPaise, paymentId, providerRefundId: refund.id, by: 'provider' },
      });
      await tellBuyerRefunded(tx, v);
      return true;
    },

    /** The vouchers a customer bought (never their codes). */
    async mine(actor: AuthUser): Promise<GiftVoucherDto[]> {
      return (await repo.listForBuyer(db, actor.id)).map(toDto);
    },

    /**
     * POST /api/gift-vouchers/redeem: once, whoever holds the code (a signed-in customer). A wrong code counts
     * against the account and the address; past the limit even a right code is refused.
     */
    async redeem(actor: AuthUser, code: string, client: { ip?: string } = {}): Promise<GiftVoucherRedeemed> {
      const rules = guessRules(actor.id, client.ip);
      for (const r of rules)
        if (await deps.guesses!.limiter.exhausted(r.key, r.max, VOUCHER_GUESSES.windowMs))
          throw tooManyGuesses();
      const hash = voucherCodeHash(code);
      const now = clock.now();
      const creditsExpireAt = new Date(now.getTime() + VOUCHER_CREDIT_DAYS * DAY_MS);
      const redeemed = await db.transaction(async (tx) => {
        const v = await repo.redeem(tx, hash, actor.id, now);
        if (!v) return null;
        await deps.credits.earnIn(tx, {
          userId: actor.id,
          amountPaise: v.amountPaise,
          reason: 'voucher',
          note: null,
          key: `voucher:${v.id}`,
          expiresAt: creditsExpireAt,
        });
        await recordAudit(tx, {
          actor: { id: actor.id, role: actor.role },
          action: 'gift-voucher.redeemed',
          entityType: 'gift-voucher',
          entityId: v.id,
          details: { amountPaise: v.amountPaise },
        });
        return v;
      });
      if (!redeemed) {
        const v = await repo.byCodeHash(db, hash);
        if (!v || v.status !== 'paid') {
          for (const r of rules) await deps.guesses!.limiter.hit(r.key, r.max, VOUCHER_GUESSES.windowMs);
          throw invalidCode();
        }
        if (v.redeemedAt) throw conflict(t.alreadyRedeemed);
        throw conflict(t.expired);
      }
      return {
        amountPaise: redeemed.amountPaise,
        balancePaise: await deps.credits.balance(actor.id),
        creditsExpireAt: creditsExpireAt.toISOString(),
      };
    },
  };
}

export type GiftVouchersService = ReturnType<typeof createGiftVouchersService>;
