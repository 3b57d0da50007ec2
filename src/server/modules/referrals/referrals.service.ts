import { randomInt } from 'node:crypto';
import type {
  AdminReferralDto,
  AdminReferralsDto,
  MyReferralDto,
  ReferralCheckDto,
} from '../../../shared/api-referrals';
import { addressKey } from '../../../shared/domain/address-key';
import {
  mobileKey,
  normaliseReferralCode,
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  REFERRAL_CODE_PATTERN,
  referralLink,
  referralRefusalLabels,
  type ReferralRefusal,
} from '../../../shared/domain/referrals';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import type { AdminReferralsQuery, ReferralRewardsInput } from '../../../shared/schemas/referrals';
import { referralTexts } from '../../../shared/schemas/referrals';
import type { Db, DbOrTx } from '../../db/client';
import type { AuthUser } from '../../platform/auth';
import { recordAudit } from '../../platform/audit';
import type { Clock } from '../../platform/clock';
import { AppError, isUniqueViolation } from '../../platform/errors';
import type { CreditsService } from '../credits/credits.service';
import { referralsRepository as repo } from './referrals.repository';
import { enqueueEmail } from '../../platform/mail/outbox';
import { templateCall } from '../../platform/mail/templates/registry';

export function newReferralCode(): string {
  let code = '';
  for (let i = 0; i < REFERRAL_CODE_LENGTH; i++)
    code += REFERRAL_CODE_ALPHABET[randomInt(REFERRAL_CODE_ALPHABET.length)];
  return code;
}

const unknownCode = () => new AppError('NOT_FOUND', 404, referralTexts.codeInvalid);
const invalidCode = () =>
  new AppError('VALIDATION_ERROR', 400, referralTexts.codeInvalid, [
    { field: 'referralCode', message: referralTexts.codeInvalid },
  ]);

/** Whether any of one account's numbers is one of the other's (by the last ten digits). */
function shareAMobile(a: string[], b: string[]): boolean {
  const theirs = new Set(b.map(mobileKey).filter(Boolean));
  return a.map(mobileKey).some((n) => n && theirs.has(n));
}

type Place = Parameters<typeof addressKey>[0];
function shareAPlace(a: Place[], b: Place[]): boolean {
  const theirs = new Set(b.map(addressKey));
  return a.some((p) => theirs.has(addressKey(p)));
}

/** A booking that earns the referral: completed, and paid with money (credits alone do not count). */
export const earnsReferral = (b: { status: string; paymentStatus: string; paymentMethod: string | null }) =>
  b.status === 'completed' && b.paymentStatus === 'paid' && b.paymentMethod !== 'credits';

/**
 * Referrals (issue 36 part 5; docs/decisions/044-referrals.md): each customer's code and link, the code a new
 * customer signs up with, and the reward of both sides in credits when the new customer's first paid booking
 * is completed — in the transaction that made it so, once, unless a fraud rule refuses it.
 */
export function createReferralsService(deps: {
  db: Db;
  clock: Clock;
  publicUrl: string;
  credits: CreditsService;
  companyName: string;
}) {
  const { db, clock } = deps;

  async function rewards() {
    const rules = await repo.rules(db);
    return {
      referrerRewardRupees: paiseToRupees(rules.referrerRewardPaise),
      refereeRewardRupees: paiseToRupees(rules.refereeRewardPaise),
    };
  }

  /** The customer's code, made on the first ask; a code another customer drew is drawn again. */
  async function codeFor(userId: string): Promise<string> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const existing = await repo.codeOf(db, userId);
      if (existing) return existing;
      try {
        await repo.insertCode(db, userId, newReferralCode());
      } catch (error) {
        if (!isUniqueViolation(error, 'referral_codes_code_uq')) throw error;
      }
    }
    const code = await repo.codeOf(db, userId);
    if (!code) throw new Error('could not draw a free referral code');
    return code;
  }

  /** Which fraud rule, if any, refuses a referral; the places are compared only when asked (at reward time). */
  async function refusalOf(
    tx: DbOrTx,
    referral: { referrerId: string; refereeId: string },
    withPlaces: boolean,
  ): Promise<ReferralRefusal | null> {
    if (referral.referrerId === referral.refereeId) return 'self';
    const [mine, theirs] = await Promise.all([
      repo.phonesOf(tx, referral.refereeId),
      repo.phonesOf(tx, referral.referrerId),
    ]);
    if (shareAMobile(mine, theirs)) return 'same_mobile';
    if (withPlaces) {
      const [here, there] = await Promise.all([
        repo.placesOf(tx, referral.refereeId),
        repo.placesOf(tx, referral.referrerId),
      ]);
      if (shareAPlace(here, there)) return 'same_address';
    }
    // The same payment account: payments store no payer identity (no VPA, card token or payer email) to
    // compare, so this rule cannot refuse yet (decision 044).
    return null;
  }

  /**
   * Inside the transaction that completed a booking or recorded its payment: when it is the referee's
   * booking, completed and paid, their pending referral is decided here. The referral's row is locked, so
   * two such transactions (two processes) queue and the second finds it decided; the credit entries' keys
   * (`referral:<id>:referrer|referee`) are the database's second guard.
   */
  async function onBookingSettled(tx: DbOrTx, bookingId: string): Promise<void> {
    const booking = await repo.booking(tx, bookingId);
    if (!booking || !earnsReferral(booking)) return;
    const referral = await repo.lockPendingOf(tx, booking.userId);
    if (!referral) return;
    const now = clock.now();
    const refusal = await refusalOf(tx, referral, true);
    if (refusal) {
      await repo.decide(tx, referral.id, {
        state: 'refused',
        refusedReason: refusal,
        bookingId,
        decidedAt: now,
      });
      return;
    }
    const rules = await repo.rules(tx);
    const sides = [
      {
        userId: referral.referrerId,
        amountPaise: rules.referrerRewardPaise,
        side: 'referrer',
        note: 'A friend you referred had their first visit',
      },
      {
        userId: referral.refereeId,
        amountPaise: rules.refereeRewardPaise,
        side: 'referee',
        note: "Welcome: you joined with a friend's code",
      },
    ];
    for (const s of sides)
      if (s.amountPaise > 0)
        await deps.credits.earnIn(tx, {
          userId: s.userId,
          amountPaise: s.amountPaise,
          reason: 'referral',
          note: s.note,
          key: `referral:${referral.id}:${s.side}`,
          bookingId: s.side === 'referee' ? bookingId : null,
        });
    // Each side is told once: the referral was pending under its lock, and is decided in this transaction.
    const people = new Map(
      (await repo.accounts(tx, [referral.referrerId, referral.refereeId])).map((p) => [p.id, p]),
    );
    for (const s of sides) {
      const person = people.get(s.userId);
      const friend = people.get(s.side === 'referrer' ? referral.refereeId : referral.referrerId);
      if (s.amountPaise > 0 && person?.email)
        await enqueueEmail(tx, {
          kind: 'referral-reward',
          to: person.email,
          ...templateCall(
            'referral-reward',
            { name: deps.companyName },
            {
              customerName: person.name,
              amountPaise: s.amountPaise,
              side: s.side as 'referrer' | 'referee',
              friendName: friend?.name ?? '',
            },
          ),
        });
    }
    await repo.decide(tx, referral.id, {
      state: 'rewarded',
      refusedReason: null,
      bookingId,
      referrerRewardPaise: rules.referrerRewardPaise,
      refereeRewardPaise: rules.refereeRewardPaise,
      decidedAt: now,
    });
  }

  return {
    async mine(userId: string): Promise<MyReferralDto> {
      const [code, amounts, counts] = await Promise.all([
        codeFor(userId),
        rewards(),
        repo.counts(db, userId),
      ]);
      return { code, link: referralLink(deps.publicUrl, code), ...amounts, counts };
    },

    /** A link's code checked before signup: the amounts to show, or a 404 for a code that is none. */
    async check(rawCode: string): Promise<ReferralCheckDto> {
      const code = normaliseReferralCode(rawCode);
      const owner = REFERRAL_CODE_PATTERN.test(code) ? await repo.ownerOf(db, code) : undefined;
      if (!owner) throw unknownCode();
      return rewards();
    },

    /** The referrer of a signup's code, before the account is made: an unknown code is a 400. */
    async referrerOf(code: string): Promise<{ id: string; code: string }> {
      const owner = await repo.ownerOf(db, code);
      if (!owner) throw invalidCode();
      return { id: owner.id, code };
    },

    /**
     * In the signup's transaction: the new customer's referral, pending — or refused at once when the new
     * account's mobile is the referrer's (the only rule a new account can break yet).
     */
    async recordSignup(tx: DbOrTx, referee: { id: string }, referrer: { id: string; code: string }) {
      const refusal = await refusalOf(tx, { referrerId: referrer.id, refereeId: referee.id }, false);
      await repo.insert(tx, {
        referrerId: referrer.id,
        refereeId: referee.id,
        code: referrer.code,
        ...(refusal ? { state: 'refused', refusedReason: refusal, decidedAt: clock.now() } : {}),
      });
    },

    onBookingSettled,

    /** The same, in a transaction of its own (tests; a caller without one). */
    settle: (bookingId: string) => db.transaction((tx) => onBookingSettled(tx, bookingId)),

    async adminList(q: AdminReferralsQuery): Promise<AdminReferralsDto> {
      const limit = q.size;
      const offset = (q.page - 1) * q.size;
      const [{ rows, total }, amounts] = await Promise.all([
        repo.list(db, { state: q.state, limit, offset }),
        rewards(),
      ]);
      const items: AdminReferralDto[] = rows.map(({ referral: r, referrer, referee }) => ({
        id: r.id,
        code: r.code,
        referrer,
        referee,
        state: r.state,
        refusedReason: r.refusedReason,
        refusedReasonText: r.refusedReason ? referralRefusalLabels[r.refusedReason] : null,
        bookingId: r.bookingId,
        referrerRewardPaise: r.referrerRewardPaise,
        refereeRewardPaise: r.refereeRewardPaise,
        createdAt: r.createdAt.toISOString(),
        decidedAt: r.decidedAt?.toISOString() ?? null,
      }));
      return { items, total, rewards: amounts };
    },

    /** The owner's new amounts, for referrals rewarded from now on; audited. */
    async setRewards(actor: AuthUser, input: ReferralRewardsInput) {
      await db.transaction(async (tx) => {
        await repo.setRules(
          tx,
          {
            referrerRewardPaise: rupeesToPaise(input.referrerRewardRupees),
            refereeRewardPaise: rupeesToPaise(input.refereeRewardRupees),
          },
          clock.now(),
        );
        await recordAudit(tx, {
          actor,
          action: 'referrals.rewards',
          entityType: 'settings',
          entityId: 'referrals',
          details: { ...input },
        });
      });
      return rewards();
    },
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
