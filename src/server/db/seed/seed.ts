import { and, eq, inArray, isNull } from 'drizzle-orm';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import {
  addons,
  bookingRules,
  cities,
  cityPackagePrices,
  cleanerProfiles,
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
import { DEMO_BHOPAL, DEMO_PLAN_DISCOUNTS, demoAccounts, seedCoupons } from './catalogue-data';
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
    if (rules.length) {
      // Today's PINs are Indore's (the city drizzle/0062 made).
      const [indore] = await tx.select({ id: cities.id }).from(cities).where(eq(cities.slug, 'indore'));
      await tx
        .insert(servicePincodes)
        .values(DEFAULT_SERVICE_PINCODES.map((p) => ({ ...p, cityId: indore?.id ?? null })))
        .onConflictDoNothing();
    }
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
  if (opts.demoData)
    await placeDemoCleaners(db, ['ravi@chamak.in', 'sunita@chamak.in', 'arjun@chamak.in'], 'indore');
  // Bhopal comes with the demo's bookings (npm start's demo); tests that want it call seedDemoCities.
  if (opts.demoData && (opts.demoBookings ?? true)) await seedDemoCities(db);
  // The demo's plans save 10% weekly, 5% fortnightly or monthly (an owner's later change stays).
  if (opts.demoData)
    await db
      .insert(planDiscounts)
      .values(PLAN_FREQUENCIES.map((frequency) => ({ frequency, percent: DEMO_PLAN_DISCOUNTS[frequency] })))
      .onConflictDoNothing();
  if (opts.demoData && (opts.demoBookings ?? true)) await seedDemoBookings(db, opts.now ?? new Date());
  if (opts.demoData && (opts.demoBookings ?? true)) await seedDemoPoliceChecks(db);
}

/**
 * Ravi's and Sunita's police verification cleared (issue 38 part 4): the demo's customers see the "Verified"
 * badge on their crews, and Arjun's cards show how a crew without it looks. An admin's later record stays.
 */
async function seedDemoPoliceChecks(db: Db) {
  for (const [email, day] of [
    ['ravi@chamak.in', '2026-06-12'],
    ['sunita@chamak.in', '2026-08-03'],
  ] as const) {
    const [cleaner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (cleaner)
      await db
        .insert(cleanerProfiles)
        .values({ cleanerId: cleaner.id, policeVerifiedOn: day })
        .onConflictDoNothing();
  }
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

/** Demo cleaners not yet placed in a city are placed in `slug` (an admin's later choice stays). */
async function placeDemoCleaners(db: Db, emails: string[], slug: string) {
  const [city] = await db.select({ id: cities.id }).from(cities).where(eq(cities.slug, slug));
  if (!city) return;
  await db
    .update(users)
    .set({ cityId: city.id })
    .where(and(inArray(users.email, emails), eq(users.role, 'cleaner'), isNull(users.cityId)));
}

/**
 * The demo's Bhopal (issue 38): its PINs, two cleaners and its own prices on a few packages. Made once: a
 * Bhopal that exists (an admin's, or an earlier start's) is left as it is.
 */
export async function seedDemoCities(db: Db) {
  const [bhopal] = await db
    .insert(cities)
    .values({
      slug: DEMO_BHOPAL.slug,
      nameEn: DEMO_BHOPAL.nameEn,
      nameHi: DEMO_BHOPAL.nameHi,
      state: DEMO_BHOPAL.state,
      sortOrder: DEMO_BHOPAL.sortOrder,
    })
    .onConflictDoNothing({ target: cities.slug })
    .returning({ id: cities.id });
  if (!bhopal) return;
  await db
    .insert(servicePincodes)
    .values(DEMO_BHOPAL.pincodes.map((p) => ({ ...p, cityId: bhopal.id })))
    .onConflictDoNothing();
  const rows = await db
    .select({ id: packages.id, name: packages.name, service: services.slug })
    .from(packages)
    .innerJoin(services, eq(services.id, packages.serviceId));
  const prices = DEMO_BHOPAL.prices.flatMap((p) => {
    const pkg = rows.find((r) => r.service === p.service && r.name === p.pkg);
    return pkg ? [{ cityId: bhopal.id, packageId: pkg.id, pricePaise: p.price * 100 }] : [];
  });
  if (prices.length) await db.insert(cityPackagePrices).values(prices).onConflictDoNothing();
  for (const { password, ...cleaner } of DEMO_BHOPAL.cleaners)
    await db
      .insert(users)
      .values({ ...cleaner, role: 'cleaner', cityId: bhopal.id, passwordHash: await hashPassword(password) })
      .onConflictDoNothing({ target: users.email });
}
