import { date, integer, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { createdAt, id } from './columns';
import { payments } from './payments';

/** The last serial handed out per document series and financial year; bumped inside the issuing transaction. */
export const documentCounters = pgTable('document_counters', {
  key: text('key').primaryKey(),
  last: integer('last').notNull(),
});

/** Receipts, receipt vouchers and tax invoices as issued: a snapshot that never changes afterwards. */
export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    kind: text('kind', { enum: ['receipt', 'receipt_voucher', 'tax_invoice'] }).notNull(),
    serial: text('serial').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentRowId: uuid('payment_row_id').references(() => payments.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    supplierGstin: text('supplier_gstin'),
    customerName: text('customer_name').notNull(),
    customerAddress: text('customer_address').notNull(),
    customerPincode: text('customer_pincode').notNull(),
    placeOfSupply: text('place_of_supply').notNull(),
    description: text('description').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPaise: integer('discount_paise').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (t) => [unique('invoices_booking_kind_uq').on(t.bookingId, t.kind)],
);
