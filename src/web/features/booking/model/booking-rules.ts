import type { ServiceAreaDto } from '../../../../shared/schemas/service-area';

/** What the forms check: unknown until the list has loaded (the server checks again anyway). */
export interface BookingRules {
  isServed?: (pincode: string) => boolean;
  lastDate?: string;
  horizonDays?: number;
}

export function bookingRulesOf(area: ServiceAreaDto | undefined): BookingRules {
  if (!area) return {};
  const served = new Set(area.pincodes.map((p) => p.pincode));
  return {
    isServed: (pincode) => served.has(pincode.trim()),
    lastDate: area.lastBookableDate,
    horizonDays: area.horizonDays,
  };
}
