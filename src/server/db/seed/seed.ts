import { eq } from 'drizzle-orm';
import { rupeesToPaise } from '../../../shared/money';
import { hashPassword } from '../../platform/passwords';
import type { Db } from '../client';
import { addons, coupons, packages, services, users } from '../schema/index';
import { describeDuration } from '../../../shared/domain/durations';
import { demoAccounts, seedCatalogue, seedCoupons } from './catalogue-data';
import { seedDemoBookings } from './demo-bookings';
import { defaultTiming, seedTiming } from './timing-data';

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
    for (const [index, s] of seedCatalogue.entries()) {
      const [inserted] = await tx
        .insert(services)
        .values({
          slug: s.slug,
          name: s.name,
          description: s.description,
          teaser: s.teaser,
          features: s.features,
          pricingType: s.pricingType,
          measurementLabel: s.measurementField.label,
          measurementPlaceholder: s.measurementField.placeholder,
          measurementUnit: s.measurementField.unit,
          sortOrder: index,
        })
        .onConflictDoNothing({ target: services.slug })
        .returning({ id: services.id });
      if (!inserted) continue;
      await tx.insert(packages).values(
        s.packages.map((p, i) => {
          const timing = seedTiming[s.slug]?.[p.name] ?? defaultTiming;
          return {
            serviceId: inserted.id,
            name: p.name,
            description: p.description ?? '',
            duration: describeDuration({ pricingType: s.pricingType, ...timing }),
            ...timing,
            features: p.features ?? [],
            notCovered: p.notCovered ?? [],
            variant: p.variant ?? 'normal',
            pricePaise: rupeesToPaise(p.price),
            minArea: p.minArea ?? null,
            maxArea: p.maxArea ?? null,
            extraPerSqftPaise: p.extraPerSqft ? rupeesToPaise(p.extraPerSqft) : null,
            sortOrder: i,
          };
        }),
      );
      if (s.addons?.length) {
        await tx.insert(addons).values(
          s.addons.map((a) => ({
            serviceId: inserted.id,
            name: a.name,
            pricePaise: rupeesToPaise(a.price),
            packageNames: a.packageNames,
          })),
        );
      }
    }
    await tx.insert(coupons).values(seedCoupons).onConflictDoNothing({ target: coupons.code });
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
    await db
      .insert(users)
      .values({ ...rest, passwordHash: await hashPassword(password) })
      .onConflictDoNothing({ target: users.email });
  }
  if (opts.demoData && (opts.demoBookings ?? true)) await seedDemoBookings(db, opts.now ?? new Date());
}
