import { and, asc, desc, eq, inArray, isNull, or, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { membershipCharges, membershipPlans, memberships } from '../../db/schema/index';
import { LIVE_STATUSES } from '../../../shared/domain/membership';

export type PlanRow = typeof membershipPlans.$inferSelect;
export type MembershipRow = typeof memberships.$inferSelect;
export type ChargeRow = typeof membershipCharges.$inferSelect;

export const membershipsRepository = {
  /**
   * Active memberships whose next charge falls within `until` and has no notice yet, marked noticed in the
   * same statement (one process of all wins each): who to tell, what, when.
   */
  claimPreDebitNotices: async (tx: DbOrTx, now: Date, until: Date) =>
    (
      (await tx.execute(sql`
        update ${memberships} m set pre_debit_notice_for = m.charge_at
        from ${membershipPlans} p, users u
        where p.id = m.plan_id and u.id = m.user_id
          and m.status = 'active' and not m.cancel_at_period_end
          and m.charge_at > ${now.toISOString()}::timestamptz
          and m.charge_at <= ${until.toISOString()}::timestamptz
          and m.pre_debit_notice_for is distinct from m.charge_at
        returning m.id, u.email, u.name, p.name as plan_name, p.price_paise, m.charge_at`)) as unknown as {
        rows: {
          id: string;
          email: string;
          name: string;
          plan_name: string;
          price_paise: number;
          charge_at: string | Date;
        }[];
      }
    ).rows,

  activePlans: (db: DbOrTx) =>
    db
      .select()
      .from(membershipPlans)
      .where(eq(membershipPlans.isActive, true))
      .orderBy(asc(membershipPlans.pricePaise)),

  /** Every plan, newest last, with how many live memberships each has. */
  allPlansWithMembers: (db: DbOrTx) =>
    db
      .select({
        plan: membershipPlans,
        members: sql<number>`(select count(*)::int from ${memberships} m
          where m.plan_id = ${membershipPlans.id} and m.status in ('authenticated', 'active', 'pending', 'halted'))`,
      })
      .from(membershipPlans)
      .orderBy(asc(membershipPlans.createdAt)),

  async insertPlan(db: DbOrTx, row: typeof membershipPlans.$inferInsert): Promise<PlanRow> {
    const [made] = await db.insert(membershipPlans).values(row).returning();
    return made!;
  },

  async updatePlan(db: DbOrTx, id: string, fields: Partial<typeof membershipPlans.$inferInsert>) {
    const [row] = await db
      .update(membershipPlans)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(membershipPlans.id, id))
      .returning();
    return row;
  },

  async findPlan(db: DbOrTx, id: string): Promise<PlanRow | undefined> {
    const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, id));
    return row;
  },

  /** Keeps the provider's plan id, unless another request kept one for that provider first (its wins). */
  async keepProviderPlan(
    db: DbOrTx,
    planId: string,
    provider: 'razorpay' | 'sandbox',
    providerPlanId: string,
  ) {
    await db
      .update(membershipPlans)
      .set({ provider, providerPlanId, updatedAt: sql`now()` })
      .where(
        and(
          eq(membershipPlans.id, planId),
          or(isNull(membershipPlans.providerPlanId), ne(membershipPlans.provider, provider)),
        ),
      );
    const [row] = await db.select().from(membershipPlans).where(eq(membershipPlans.id, planId));
    return row!;
  },

  async insert(db: DbOrTx, row: typeof memberships.$inferInsert): Promise<MembershipRow> {
    const [made] = await db.insert(memberships).values(row).returning();
    return made!;
  },

  /** The customer's newest membership, whatever its state, with its plan. */
  async latestOf(db: DbOrTx, userId: string) {
    const [row] = await db
      .select({ membership: memberships, plan: membershipPlans })
      .from(memberships)
      .innerJoin(membershipPlans, eq(membershipPlans.id, memberships.planId))
      .where(eq(memberships.userId, userId))
      .orderBy(desc(memberships.createdAt))
      .limit(1);
    return row;
  },

  async liveOf(db: DbOrTx, userId: string): Promise<MembershipRow | undefined> {
    const [row] = await db
      .select()
      .from(memberships)
      .where(and(eq(memberships.userId, userId), inArray(memberships.status, [...LIVE_STATUSES])));
    return row;
  },

  /** The row a webhook changes, locked so two deliveries of one subscription apply one after the other. */
  async lockBySubscription(db: DbOrTx, subscriptionId: string): Promise<MembershipRow | undefined> {
    const [row] = await db
      .select()
      .from(memberships)
      .where(eq(memberships.subscriptionId, subscriptionId))
      .for('update');
    return row;
  },

  async update(db: DbOrTx, id: string, fields: Partial<typeof memberships.$inferInsert>) {
    const [row] = await db
      .update(memberships)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(memberships.id, id))
      .returning();
    return row!;
  },

  /** A charge, once per payment id: false when it was recorded already. */
  async insertCharge(db: DbOrTx, row: typeof membershipCharges.$inferInsert): Promise<boolean> {
    const made = await db
      .insert(membershipCharges)
      .values(row)
      .onConflictDoNothing({ target: membershipCharges.paymentId })
      .returning({ id: membershipCharges.id });
    return made.length > 0;
  },

  chargesOf: (db: DbOrTx, membershipId: string) =>
    db
      .select()
      .from(membershipCharges)
      .where(eq(membershipCharges.membershipId, membershipId))
      .orderBy(desc(membershipCharges.chargedAt)),
};
