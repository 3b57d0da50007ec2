import { and, eq, sql } from 'drizzle-orm';
import { randomInt } from 'node:crypto';
import { jobDurationMinutes } from '../../../shared/domain/durations';
import { addDays, slotStart, todayInIndia } from '../../../shared/domain/time';
import type { Db } from '../client';
import {
  bookingAssignments,
  bookingEvents,
  bookings,
  cleanerPayRules,
  packages,
  services,
  users,
} from '../schema/index';

type Status = 'pending' | 'assigned' | 'in-progress' | 'completed' | 'cancelled';

interface DemoVisit {
  slug: string;
  pkg: string;
  quantity: number;
  dayOffset: number;
  time: string;
  status: Status;
  /** Crew by email; the first is the lead. Empty: no crew (cancelled). */
  crew: string[];
  instructions?: string;
}

/**
 * The demo client's bookings in every status, and the demo cleaners' jobs today and this week, relative
 * to the clock at seed time (Indian dates). Kept clear of a week ahead, where tests book.
 */
const visits: DemoVisit[] = [
  {
    slug: 'kitchen-cleaning',
    pkg: 'Normal',
    quantity: 120,
    dayOffset: 0,
    time: '08:00',
    status: 'in-progress',
    crew: ['sunita@chamak.in'],
  },
  {
    slug: 'bathroom-cleaning',
    pkg: 'Classic',
    quantity: 1,
    dayOffset: 0,
    time: '14:00',
    status: 'assigned',
    crew: ['ravi@chamak.in'],
  },
  {
    slug: 'bathroom-cleaning',
    pkg: 'Normal',
    quantity: 2,
    dayOffset: 1,
    time: '10:00',
    status: 'assigned',
    crew: ['ravi@chamak.in'],
    instructions: 'Please ring the bell twice. The dog is friendly.',
  },
  {
    slug: 'office-cleaning',
    pkg: 'Basic',
    quantity: 1000,
    dayOffset: 1,
    time: '15:00',
    status: 'assigned',
    crew: ['arjun@chamak.in'],
  },
  {
    slug: 'home-cleaning',
    pkg: '1 BHK Standard',
    quantity: 550,
    dayOffset: 2,
    time: '09:00',
    status: 'pending',
    crew: ['arjun@chamak.in'],
  },
  {
    slug: 'shop-cleaning',
    pkg: 'Basic',
    quantity: 300,
    dayOffset: 3,
    time: '15:00',
    status: 'cancelled',
    crew: [],
  },
  {
    slug: 'water-tank-cleaning',
    pkg: 'Basic',
    quantity: 1,
    dayOffset: 4,
    time: '10:00',
    status: 'assigned',
    crew: ['sunita@chamak.in', 'ravi@chamak.in'],
  },
  {
    slug: 'sofa-cleaning',
    pkg: 'Normal',
    quantity: 2,
    dayOffset: -3,
    time: '11:00',
    status: 'completed',
    crew: ['arjun@chamak.in'],
  },
];

const BUFFER_MINUTES = 30;

/** How the demo cleaners are paid (an admin changes it on Payouts). */
const DEMO_PAY_RULES: Record<string, { kind: 'hourly' | 'per_job'; ratePaise: number }> = {
  'ravi@chamak.in': { kind: 'hourly', ratePaise: 15_000 },
  'sunita@chamak.in': { kind: 'hourly', ratePaise: 15_000 },
  'arjun@chamak.in': { kind: 'per_job', ratePaise: 40_000 },
};
const DEMO_LOCK_ID = 7_240_012;

/** Once per database: skipped when the demo client already has bookings (several processes may seed at once). */
export async function seedDemoBookings(db: Db, now: Date) {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_ID})`);
    const [client] = await tx.select().from(users).where(eq(users.email, 'demo@chamak.in'));
    if (!client) return;
    const cleaners = await tx.select().from(users).where(eq(users.role, 'cleaner'));
    // Demo cleaners start with a pay rule: their earnings read as pay, not "₹0, rule not set" (issue 37).
    // Before the bookings' once-only check, so a demo database seeded before the rules gains them; a
    // rule an admin set stays.
    const payRules = cleaners
      .filter((c) => DEMO_PAY_RULES[c.email])
      .map((c) => ({ cleanerId: c.id, ...DEMO_PAY_RULES[c.email]! }));
    if (payRules.length) await tx.insert(cleanerPayRules).values(payRules).onConflictDoNothing();
    const [existing] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .where(eq(bookings.userId, client.id))
      .limit(1);
    if (existing) return;
    const today = todayInIndia(now);
    for (const v of visits) {
      const [found] = await tx
        .select({ service: services, pkg: packages })
        .from(packages)
        .innerJoin(services, eq(services.id, packages.serviceId))
        .where(and(eq(services.slug, v.slug), eq(packages.name, v.pkg)));
      const crew = v.crew.map((email) => cleaners.find((c) => c.email === email)).filter((c) => !!c);
      if (!found || crew.length !== v.crew.length) continue;
      const { service, pkg } = found;
      const date = addDays(today, v.dayOffset);
      const minutes = jobDurationMinutes({ pricingType: service.pricingType, ...pkg }, v.quantity);
      const startsAt = slotStart(date, v.time);
      const endsAt = new Date(startsAt.getTime() + minutes * 60_000);
      const total =
        service.pricingType === 'fixed' ? pkg.pricePaise : Math.round(pkg.pricePaise * v.quantity);
      const confirmed = v.status !== 'pending' && v.status !== 'cancelled';
      const [row] = await tx
        .insert(bookings)
        .values({
          userId: client.id,
          serviceId: service.id,
          packageId: pkg.id,
          serviceName: service.name,
          packageName: pkg.name,
          packageDescription: pkg.description,
          packageDuration: pkg.duration,
          customerName: client.name,
          customerEmail: client.email,
          phoneNumber: client.phone || '9876543210',
          addressLine1: '21 Scheme 54, Vijay Nagar',
          city: 'Indore',
          state: 'Madhya Pradesh',
          pincode: '452010',
          areaSqft: v.quantity,
          measurementUnit: service.measurementUnit,
          scheduledDate: date,
          scheduledTime: v.time,
          instructions: v.instructions ?? '',
          basePaise: total,
          totalPaise: total,
          paymentMethod: 'pay_after_service',
          paymentStatus: v.status === 'completed' ? 'paid' : 'unpaid',
          status: v.status,
          cleanerId: confirmed ? crew[0]!.id : null,
          cleanerAssignedAt: confirmed ? now : null,
          startsAt,
          endsAt,
          durationMinutes: minutes,
          crewSize: pkg.crewSize,
          startCode: String(randomInt(0, 10_000)).padStart(4, '0'),
          startedAt: v.status === 'in-progress' || v.status === 'completed' ? startsAt : null,
          completedAt: v.status === 'completed' ? endsAt : null,
          completionNote: v.status === 'completed' ? 'Both sofas shampooed; dry in 4 hours.' : null,
          cancelledAt: v.status === 'cancelled' ? now : null,
          cancelReason: v.status === 'cancelled' ? 'Shop closed for Diwali stock-taking' : null,
        })
        .returning();
      const held = `tstzrange('${startsAt.toISOString()}'::timestamptz, '${new Date(endsAt.getTime() + BUFFER_MINUTES * 60_000).toISOString()}'::timestamptz, '[)')`;
      for (const c of crew)
        await tx.insert(bookingAssignments).values({
          bookingId: row.id,
          cleanerId: c!.id,
          during: sql.raw(held) as never,
          kind: v.status === 'pending' ? 'reserved' : 'assigned',
        });
      await tx.insert(bookingEvents).values({
        bookingId: row.id,
        toStatus: v.status,
        actorRole: 'system',
        note: 'Demo booking',
      });
    }
  });
}
