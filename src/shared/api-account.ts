import { z } from 'zod';
import { addressWithPointDtoSchema } from './api-address';
import { LANGUAGES } from './language';

const when = z.string().describe('ISO 8601 instant');
const whenOrNull = when.nullable();

/**
 * Everything Chamak keeps about one customer, as they download it (GET /api/users/profile/export):
 * the DPDP Act 2023's right to a summary of one's personal data. Amounts are integer paise, dates
 * YYYY-MM-DD and times HH:MM in Asia/Kolkata, as everywhere in the API.
 */
export const dataExportSchema = z.object({
  format: z.literal('chamak-data-export/1'),
  exportedAt: when,
  profile: z.object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    role: z.string(),
    language: z.enum(LANGUAGES),
    createdAt: when,
  }),
  notificationPreferences: z
    .object({ email: z.boolean(), sms: z.boolean(), whatsapp: z.boolean() })
    .nullable()
    .describe('null: never changed, the defaults apply'),
  addresses: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      /** The customer's own name for it; '' when none. */
      name: z.string(),
      isDefault: z.boolean(),
      ...addressWithPointDtoSchema.shape,
      createdAt: when,
    }),
  ),
  bookings: z.array(
    z.object({
      id: z.string(),
      reference: z.string(),
      serviceName: z.string(),
      packageName: z.string(),
      addons: z.array(z.object({ name: z.string(), pricePaise: z.number().int() })),
      customerName: z.string(),
      customerEmail: z.string(),
      phoneNumber: z.string(),
      address: addressWithPointDtoSchema,
      areaSqft: z.number(),
      measurementUnit: z.string(),
      scheduledDate: z.string(),
      scheduledTime: z.string(),
      frequency: z.string(),
      instructions: z.string(),
      status: z.string(),
      paymentMethod: z.string().nullable(),
      paymentStatus: z.string(),
      basePaise: z.number().int(),
      discountPaise: z.number().int(),
      totalPaise: z.number().int(),
      couponCode: z.string().nullable(),
      createdAt: when,
      completedAt: whenOrNull,
      cancelledAt: whenOrNull,
      cancelReason: z.string().nullable(),
    }),
  ),
  payments: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      provider: z.string(),
      orderId: z.string(),
      paymentId: z.string().nullable(),
      method: z.string(),
      amountPaise: z.number().int(),
      currency: z.string(),
      status: z.string(),
      refundedPaise: z.number().int(),
      createdAt: when,
      capturedAt: whenOrNull,
    }),
  ),
  refunds: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      amountPaise: z.number().int(),
      status: z.string(),
      reason: z.string(),
      createdAt: when,
    }),
  ),
  documents: z
    .array(
      z.object({
        id: z.string(),
        kind: z.string(),
        serial: z.string(),
        bookingId: z.string(),
        issuedOn: z.string(),
        totalPaise: z.number().int(),
      }),
    )
    .describe('Receipts and invoices issued to you; each one is at /api/payment/documents/{id}'),
  tips: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      amountPaise: z.number().int(),
      status: z.string(),
      createdAt: when,
      paidAt: whenOrNull,
    }),
  ),
  ratings: z.array(
    z.object({ bookingId: z.string(), rating: z.number().int(), comment: z.string(), createdAt: when }),
  ),
  consents: z
    .array(
      z.object({ purpose: z.string(), granted: z.boolean(), noticeVersion: z.string(), createdAt: when }),
    )
    .describe('Every consent you gave or withdrew, with the version of the privacy notice you saw'),
  grievances: z
    .array(
      z.object({
        reference: z.string(),
        message: z.string(),
        status: z.string(),
        answer: z.string().nullable(),
        dueAt: when,
        createdAt: when,
      }),
    )
    .describe('Grievances sent from your account email, and our answers'),
  complaints: z.array(
    z.object({
      id: z.string(),
      bookingId: z.string(),
      category: z.string(),
      description: z.string(),
      status: z.string(),
      resolutionNote: z.string(),
      refundPaise: z.number().int().nullable(),
      createdAt: when,
    }),
  ),
});
export type DataExport = z.infer<typeof dataExportSchema>;
