import { eq } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import {
  addons,
  bookingRules,
  cleanerSkills,
  coupons,
  packages,
  planDiscounts,
  services,
  servicePincodes,
  users,
  verifiedMobiles,
} from '../schema/index';
import { PLAN_FREQUENCIES } from '../../../shared/domain/series-plan';
import { DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_SERVICE_PINCODES } from '../../../shared/domain/service-area';
import { DEMO_PLAN_DISCOUNTS, demoAccounts, seedCoupons } from './catalogue-data';
import { seedCatalogueRows } from './catalogue-rows';
import { seedDemoBookings } from './demo-bookings';

/** Inserts what is missing and never overwrites: safe on every start, and admins' edits survive. */
export async function seedDatabase(
  db: Db,
  opts: {
    demoData: boolean;
    /** The demo client's bookings and the cleaners' week (default: with demo data). */
    demoBookings?: boolean;
    now?: Date;
    adminEmail?: string;
    adminPassword?: string;
  },
) {
  await db.transaction(async (tx) => {
    for (const rows of seedCatalogueRows()) {
      const [inserted] = await tx
        .insert(services)
        .values(rows.service)
        .onConflictDoNothing({ target: services.slug })
        .returning({ id: services.id });
      if (!inserted) continue;
      await tx.insert(packages).values(rows.packages.map((p) => ({ ...p, serviceId: inserted.id })));
      if (rows.addons.length) {
        await tx.insert(addons).values(rows.addons.map((a) => ({ ...a, serviceId: inserted.id })));
      }
    }
    await tx.insert(coupons).values(seedCoupons).onConflictDoNothing({ target: coupons.code });
    // The rules row marks the default pincodes seeded: an admin who empties the list keeps it empty.
    const rules = await tx
      .insert(bookingRules)
      .values({ id: 1, horizonDays: DEFAULT_BOOKING_HORIZON_DAYS })
      .onConflictDoNothing()
      .returning({ id: bookingRules.id });
    if (rules.length)
      await tx
        .insert(servicePincodes)
        .values(DEFAULT_SERVICE_PINCODES.map((p) => ({ ...p })))
        .onConflictDoNothing();
  });

  const accounts: {
    role: 'client' | 'cleaner' | 'admin';
    name: string;
    email: string;
    phone: string;
    password: string;
  }[] = [];
  if (opts.adminEmail && opts.adminPassword) {
    accounts.push({
      role: 'admin',
      name: 'Administrator',
      email: opts.adminEmail.toLowerCase(),
      phone: '',
      password: opts.adminPassword,
    });
  }
  if (opts.demoData) accounts.push(...demoAccounts);
  for (const account of accounts) {
    const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, account.email));
    if (existing) continue;
    const { password, ...rest } = account;
    const [inserted] = await db
      .insert(users)
      .values({ ...rest, passwordHash: await hashPassword(password) })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id });
    // The demo customer's mobile counts as verified so the demo's journeys show their texts (in the
    // outbox; a demo has no MSG91 key). A number another account proved since stays theirs.
    if (inserted && opts.demoData && account.role === 'client' && /^\d{10}$/.test(account.phone))
      await db
        .insert(verifiedMobiles)
        .values({ userId: inserted.id, number: `91${account.phone}`, verifiedAt: opts.now ?? new Date() })
        .onConflictDoNothing();
  }
  if (opts.demoData) await seedDemoSkills(db);
  // The demo's plans save 10% weekly, 5% fortnightly or monthly (an owner's later change stays).
  if (opts.demoData)
    await db
      .insert(planDiscounts)
      .values(PLAN_FREQUENCIES.map((frequency) => ({ frequency, percent: DEMO_PLAN_DISCOUNTS[frequency] })))
      .onConflictDoNothing();
  if (opts.demoData && (opts.demoBookings ?? true)) await seedDemoBookings(db, opts.now ?? new Date());
}

/**
 * The demo cleaners' skills (issue 35): Ravi does everything, Sunita no water tanks, Arjun no offices, so
 * the dispatch job's choices differ by service. Only cleaners not yet marked get them (an admin's marks stay).
 */
async function seedDemoSkills(db: Db) {
  const skip: Record<string, string[]> = {
    'ravi@chamak.in': [],
    'sunita@chamak.in': ['water-tank-cleaning'],
    'arjun@chamak.in': ['office-cleaning'],
  };
  const all = await db.select({ id: services.id, slug: services.slug }).from(services);
  for (const [email, without] of Object.entries(skip)) {
    const [cleaner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!cleaner) continue;
    const [marked] = await db
      .select({ id: cleanerSkills.cleanerId })
      .from(cleanerSkills)
      .where(eq(cleanerSkills.cleanerId, cleaner.id))
      .limit(1);
    if (marked) continue;
    const rows = all
      .filter((s) => !without.includes(s.slug))
      .map((s) => ({ cleanerId: cleaner.id, serviceId: s.id }));
    if (rows.length) await db.insert(cleanerSkills).values(rows).onConflictDoNothing();
  }
}
