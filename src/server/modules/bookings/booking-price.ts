import { isStaffRole } from '../../../shared/domain/permissions';
import { jobDurationMinutes } from '../../../shared/domain/durations';
import { planDiscountPaise } from '../../../shared/domain/series-plan';
import { isUuid } from '../../../shared/ids';
import type { CreateBookingParsed } from '../../../shared/schemas/booking';
import { serverMessages } from '../../../shared/texts';
import type { AuthUser } from '../../platform/auth';
import { AppError } from '../../platform/errors';
import type { BookingsContext } from './bookings.context';
import type { NewBooking } from './bookings.repository';
import { seriesRepository } from './series.repository';

/**
 * What the job costs and how long it takes: the catalogue's quote, the member discount and the plan's
 * discount on every visit (each a percent of the list price: the member's from their membership, the plan's
 * the owner's percent for its frequency), the coupon's on the first visit on what is left, the duration.
 * discountPaise is all of them; memberDiscountPaise and planDiscountPaise say which part is whose.
 */
export async function priceOf(
  deps: Pick<BookingsContext, 'catalogue' | 'coupons' | 'members' | 'db' | 'cities'>,
  { actor, input, client }: { actor: AuthUser; input: CreateBookingParsed; client: { ip?: string } },
) {
  // A booking belongs to its address PIN's city and costs that city's prices (docs/decisions/051-cities.md).
  const city = deps.cities ? await deps.cities.ofPincode(input.address.pincode) : null;
  const quote = await deps.catalogue.quote(input.serviceId, {
    ...(isUuid(input.packageId) ? { packageId: input.packageId } : { packageName: input.packageId }),
    quantity: input.areaSqft,
    addonNames: input.addons,
    quantityField: 'areaSqft',
    memberDiscountPercent: deps.members ? await deps.members.discountPercentFor(actor.id) : 0,
    cityPrices: await deps.cities?.pricesFor(city?.id),
  });
  // ₹0 is for re-cleans (createFreeRevisit) and 100% coupons only, never a package priced at nothing.
  if (quote.totalPaise <= 0)
    throw new AppError('PRICE_NOT_AVAILABLE', 400, serverMessages.noPrice, [
      { field: 'packageId', message: serverMessages.noPrice },
    ]);
  const memberDiscountPaise = quote.memberDiscountPaise;
  const planPercent =
    input.frequency === 'one-time' ? 0 : await seriesRepository.discountPercent(deps.db, input.frequency);
  // Both off the list price, never below zero (each is at most 50%).
  const planDiscount = Math.min(
    planDiscountPaise(quote.totalPaise, planPercent),
    quote.totalPaise - memberDiscountPaise,
  );
  const couponCheck = input.couponCode
    ? await deps.coupons.validate(
        input.couponCode,
        actor.id,
        quote.totalPaise - memberDiscountPaise - planDiscount,
        undefined,
        client,
        city?.id ?? null,
      )
    : null;
  const discountPaise = memberDiscountPaise + planDiscount + (couponCheck?.discountPaise ?? 0);
  const durationMinutes = Math.max(
    1,
    jobDurationMinutes({ pricingType: quote.service.pricingType, ...quote.pkg }, input.areaSqft),
  );
  return {
    cityId: city?.id ?? null,
    quote,
    couponCheck,
    discountPaise,
    memberDiscountPaise,
    planPercent,
    planDiscount,
    durationMinutes,
  };
}

export type Price = Awaited<ReturnType<typeof priceOf>>;

/** The values every visit of this booking shares (a series' later visits add only their date). */
export function visitValues(
  actor: AuthUser,
  input: CreateBookingParsed,
  price: Price,
  holdExpiresAt: Date | null,
) {
  const { quote, durationMinutes, planDiscount } = price;
  return {
    userId: actor.id,
    serviceId: quote.service.id,
    packageId: quote.pkg.id,
    serviceName: quote.service.name,
    packageName: quote.pkg.name,
    packageDescription: quote.pkg.description,
    packageDuration: quote.pkg.duration,
    addons: quote.addons.map((a) => ({ name: a.name, pricePaise: a.pricePaise })),
    customerName: input.customerName || actor.name,
    // Booking mail goes to the account that books (issue 33): a customer cannot send our mail, with a name
    // they chose, to someone else's address. The office books for customers and names their address.
    customerEmail: (isStaffRole(actor.role) && input.customerEmail) || actor.email,
    phoneNumber: input.phoneNumber,
    addressLine1: input.address.line1,
    addressLine2: input.address.line2,
    city: input.address.city,
    state: input.address.state,
    pincode: input.address.pincode,
    cityId: price.cityId,
    addressLatitude: input.address.latitude ?? null,
    addressLongitude: input.address.longitude ?? null,
    areaSqft: input.areaSqft,
    measurementUnit: quote.service.measurementUnit,
    scheduledTime: input.scheduledTime,
    instructions: input.instructions,
    frequency: input.frequency,
    basePaise: quote.totalPaise,
    // Every visit of a plan has the member's and the plan's discounts; the first visit adds its coupon.
    discountPaise: price.memberDiscountPaise + planDiscount,
    memberDiscountPaise: price.memberDiscountPaise,
    planDiscountPaise: planDiscount,
    totalPaise: quote.totalPaise - price.memberDiscountPaise - planDiscount,
    durationMinutes,
    crewSize: quote.pkg.crewSize,
    // A series' later visits are held with the first and confirmed or released with it.
    holdExpiresAt,
    preferredCleanerId: input.preferredCleanerId ?? null,
  } satisfies Omit<NewBooking, 'scheduledDate' | 'startCode'>;
}
