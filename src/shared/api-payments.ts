import { z } from 'zod';
import { bookingDtoSchema } from './api-bookings';

/** What the checkout needs to open for one order. `amount` is in paise, as Razorpay's checkout takes it. */
export const paymentOrderDtoSchema = z.object({
  orderId: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  keyId: z.string(),
  provider: z.enum(['razorpay', 'sandbox']),
  bookingId: z.string(),
  method: z.string(),
  merchantName: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
  /** A UPI link for the sandbox's QR code. */
  upiLink: z.string().nullable(),
});
export type PaymentOrderDto = z.infer<typeof paymentOrderDtoSchema>;

export const sandboxCheckoutResultSchema = z.object({
  outcome: z.enum(['success', 'failure']),
  razorpayOrderId: z.string(),
  razorpayPaymentId: z.string(),
  razorpaySignature: z.string().nullable(),
  error: z.object({ code: z.string(), description: z.string() }).nullable(),
});
export type SandboxCheckoutResult = z.infer<typeof sandboxCheckoutResultSchema>;

export const paymentDtoSchema = z.object({
  id: z.string(),
  bookingId: z.string(),
  provider: z.string(),
  orderId: z.string(),
  paymentId: z.string().nullable(),
  amountPaise: z.number(),
  refundedPaise: z.number(),
  method: z.string(),
  status: z.string(),
  capturedAt: z.string().nullable(),
});
export type PaymentDto = z.infer<typeof paymentDtoSchema>;

/**
 * Verify's word that this online payment goes back because the booking was already paid at the visit
 * (the refund made with its capture): its amount and the refund's state. null otherwise.
 */
export const paidAtTheVisitRefundSchema = z
  .object({ amountPaise: z.number(), status: z.enum(['requested', 'pending', 'processed', 'failed']) })
  .nullable();
export type PaidAtTheVisitRefund = z.infer<typeof paidAtTheVisitRefundSchema>;

export const refundDtoSchema = z.object({
  id: z.string(),
  amountPaise: z.number(),
  status: z.string(),
  providerRefundId: z.string().nullable(),
});

/** A receipt, receipt voucher or tax invoice as issued (amounts in paise), with the supplier's details. */
export const invoiceDtoSchema = z.object({
  id: z.string(),
  kind: z.enum(['receipt', 'receipt_voucher', 'tax_invoice']),
  serial: z.string(),
  issuedOn: z.string(),
  supplier: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    gstin: z.string().nullable(),
  }),
  customer: z.object({ name: z.string(), address: z.string(), pincode: z.string(), state: z.string() }),
  placeOfSupply: z.string(),
  sac: z.string(),
  description: z.string(),
  pricePaise: z.number(),
  discountPaise: z.number(),
  taxablePaise: z.number(),
  cgstPaise: z.number(),
  sgstPaise: z.number(),
  igstPaise: z.number(),
  totalPaise: z.number(),
  paymentReference: z.string().nullable(),
  /**
   * What of the total the customer's credits paid (decision 040; 0: none). The rest was paid online, or all of
   * it by credits when `paymentMethod` is 'credits'.
   */
  creditsPaise: z.number().int(),
  /** pay_after_service, razorpay_upi, razorpay_qr, cash, upi (labels.ts paymentMethodLabels); null if unknown. */
  paymentMethod: z.string().nullable(),
  bookingId: z.string(),
  /** The short reference the customer reads on every message (booking-reference.ts). */
  bookingReference: z.string(),
  /** The visit the document is for: its day and time, and the line's quantity (documentLine). */
  visit: z.object({
    date: z.string(),
    time: z.string(),
    quantity: z.number(),
    unit: z.string(),
    unitPricePaise: z.number().nullable(),
  }),
});
export type InvoiceDto = z.infer<typeof invoiceDtoSchema>;

/** POST /api/payment/verify: the booking paid, its payment, and a refund when the visit was paid already. */
export const verifiedPaymentSchema = z.object({
  booking: bookingDtoSchema,
  payment: paymentDtoSchema,
  paidAtTheVisitRefund: paidAtTheVisitRefundSchema,
});
export type VerifiedPayment = z.infer<typeof verifiedPaymentSchema>;

/** POST /api/payment/use-credits: what the credits paid, what is left to pay online, and the booking. */
export const creditsUsedSchema = z.object({
  creditsUsedPaise: z.number().int(),
  /** What is left to pay online. */
  duePaise: z.number().int(),
  /** The credits paid it all: the booking is confirmed, no online payment follows. */
  paid: z.boolean(),
  booking: bookingDtoSchema,
});
export type CreditsUsed = z.infer<typeof creditsUsedSchema>;

/** GET /api/payment/documents?bookingId: a booking's receipts and invoices. */
export const bookingDocumentsSchema = z.object({ documents: z.array(invoiceDtoSchema) });
