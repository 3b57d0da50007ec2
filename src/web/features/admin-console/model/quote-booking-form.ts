import type { QuoteBookingDraftDto } from '../../../../shared/api-admin';
import { quoteBookingInputSchema, type QuoteBookingInput } from '../../../../shared/schemas/admin';
import { zodFieldErrors } from '../../../lib/zod-field-errors';

/** The 'Create booking' dialog's fields, as strings while they are edited. */
export interface QuoteBookingForm {
  customerId: string;
  serviceId: string;
  packageId: string;
  areaSqft: string;
  scheduledDate: string;
  scheduledTime: string;
  phoneNumber: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  pincode: string;
  instructions: string;
}

/** Opens filled in from the quote and the customer's account; the day is the first bookable one (tomorrow). */
export function formFromDraft(d: QuoteBookingDraftDto, firstDay: string): QuoteBookingForm {
  const a = d.draft.address;
  return {
    customerId: d.customers.length === 1 ? d.customers[0]!.id : '',
    serviceId: d.draft.serviceId ?? '',
    packageId: d.draft.packageId ?? '',
    areaSqft: String(d.draft.areaSqft),
    scheduledDate: firstDay,
    scheduledTime: '',
    phoneNumber: d.draft.phoneNumber,
    line1: a?.line1 ?? '',
    line2: a?.line2 ?? '',
    city: a?.city ?? '',
    state: a?.state ?? '',
    pincode: a?.pincode ?? '',
    instructions: d.draft.instructions,
  };
}

/** The request body, or the field messages of the shared schema (keyed 'address.city', 'scheduledTime', ...). */
export function toQuoteBookingInput(
  f: QuoteBookingForm,
): { ok: true; input: QuoteBookingInput } | { ok: false; errors: Partial<Record<string, string>> } {
  const candidate = {
    serviceId: f.serviceId,
    packageId: f.packageId,
    areaSqft: f.areaSqft.trim() === '' ? undefined : Number(f.areaSqft),
    scheduledDate: f.scheduledDate,
    scheduledTime: f.scheduledTime,
    phoneNumber: f.phoneNumber.trim(),
    address: { line1: f.line1, line2: f.line2, city: f.city, state: f.state, pincode: f.pincode.trim() },
    instructions: f.instructions,
    ...(f.customerId ? { customerId: f.customerId } : {}),
  };
  const parsed = quoteBookingInputSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, input: candidate as QuoteBookingInput };
  return { ok: false, errors: zodFieldErrors(parsed.error) };
}
