import type { Db, DbOrTx } from '../../db/client';
import { documentSerial, financialYearOf, SAC_CLEANING, splitGst } from '../../../shared/domain/gst';
import { todayInIndia } from '../../../shared/domain/time';
import type { AuthUser } from '../../platform/auth';
import type { Clock } from '../../platform/clock';
import { isUniqueViolation, notFound } from '../../platform/errors';
import { enqueueEmail } from '../../platform/mail/outbox';
import { renderInvoicePdf } from './invoice-pdf';
import { toInvoiceDto, type CompanyDetails } from './invoices.dto';

import { taxInvoiceEmail } from './invoices.emails';
import { invoicesRepository, type InvoiceRow } from './invoices.repository';
import { can } from '../../../shared/domain/permissions';

/** The invoice PDF, its file name and mail attachment: payments sends and serves them with its receipts. */
export { renderInvoicePdf };
export { invoiceFilename, invoicePdfAttachment } from './invoices.emails';

const SERIES = { receipt: 'RCT', receipt_voucher: 'RCV', tax_invoice: 'CHM' } as const;

/** Receipts for payments and, with a GSTIN, receipt vouchers and Rule 46 tax invoices. */
export function createInvoicesService(deps: {
  db: Db;
  clock: Clock;
  company: CompanyDetails;
  publicUrl?: string;
  /** What of a booking's total credits paid (the credits module); none without it. */
  paidByCredits?: (bookingId: string) => Promise<number>;
}) {
  const { db, clock, company } = deps;
  const dto = async (invoice: InvoiceRow, visit: Parameters<typeof toInvoiceDto>[1]) =>
    toInvoiceDto(invoice, visit, company, (await deps.paidByCredits?.(invoice.bookingId)) ?? 0);

  /**
   * Who supplies a booking for GST (docs/decisions/051-cities.md): its city's GSTIN (one per state) and
   * state as the place of supply; the company's COMPANY_GSTIN and the address's state where the city has no
   * GSTIN or the booking no city.
   */
  async function supplierOf(tx: DbOrTx, bookingId: string) {
    const row = await invoicesRepository.supplierOf(tx, bookingId);
    return {
      gstin: row?.cityGstin ?? company.gstin ?? null,
      state: row?.cityState ?? row?.addressState ?? '',
    };
  }

  /** Issues a document inside the caller's transaction: its serial exists exactly when it does. */
  async function issue(
    tx: DbOrTx,
    kind: InvoiceRow['kind'],
    bookingId: string,
    payment: { id: string | null; reference: string | null } | null,
  ): Promise<InvoiceRow> {
    const b = (await invoicesRepository.booking(tx, bookingId))!;
    const supplier = await supplierOf(tx, bookingId);
    const issuedOn = todayInIndia(clock.now());
    const financialYear = financialYearOf(issuedOn);
    const n = await invoicesRepository.nextNumber(tx, `${SERIES[kind]}:${financialYear}`);
    const split = splitGst({
      pricePaise: b.basePaise,
      discountPaise: b.discountPaise,
      state: supplier.state,
    });
    const gst = !!supplier.gstin;
    return invoicesRepository.insert(tx, {
      kind,
      serial: documentSerial(SERIES[kind], financialYear, n),
      financialYear,
      bookingId,
      paymentRowId: payment?.id ?? null,
      issuedOn,
      supplierGstin: supplier.gstin,
      customerName: b.customerName,
      customerAddress: [b.addressLine1, b.addressLine2, b.city].filter(Boolean).join(', '),
      customerPincode: b.pincode,
      placeOfSupply: supplier.state,
      description: `${b.serviceName}${b.packageName ? ` (${b.packageName})` : ''} - SAC ${SAC_CLEANING}`,
      pricePaise: b.basePaise,
      discountPaise: b.discountPaise,
      taxablePaise: gst ? split.taxablePaise : b.totalPaise,
      cgstPaise: gst ? split.cgstPaise : 0,
      sgstPaise: gst ? split.sgstPaise : 0,
      igstPaise: gst ? split.igstPaise : 0,
      totalPaise: b.totalPaise,
      paymentReference: payment?.reference ?? null,
    });
  }

  return {
    /** On an advance payment: a receipt voucher with a GSTIN, a plain receipt without. */
    issueForPayment: async (
      tx: DbOrTx,
      bookingId: string,
      /** id: the online payment's row; null for cash or UPI the crew recorded (collections module). */
      payment: { id: string | null; reference: string | null },
    ) =>
      issue(tx, (await supplierOf(tx, bookingId)).gstin ? 'receipt_voucher' : 'receipt', bookingId, payment),

    /** On a completed service, with a GSTIN: the tax invoice, once, emailed with its PDF in the same transaction. */
    async issueTaxInvoice(bookingId: string): Promise<InvoiceRow | null> {
      if (!(await supplierOf(db, bookingId)).gstin) return null;
      const existing = await invoicesRepository.find(db, bookingId, 'tax_invoice');
      if (existing) return existing;
      try {
        return await db.transaction(async (tx) => {
          const doc = await issue(tx, 'tax_invoice', bookingId, null);
          const booking = (await invoicesRepository.booking(tx, bookingId))!;
          await enqueueEmail(tx, taxInvoiceEmail(booking, doc, company.name, deps.publicUrl), { bookingId });
          return doc;
        });
      } catch (error) {
        if (isUniqueViolation(error, 'invoices_booking_kind_uq'))
          return (await invoicesRepository.find(db, bookingId, 'tax_invoice'))!;
        throw error;
      }
    },

    /** A document its customer (or an admin) may read; anyone else gets 404. */
    async visible(actor: AuthUser, id: string) {
      const found = /^[0-9a-f-]{36}$/i.test(id) ? await invoicesRepository.findById(db, id) : undefined;
      if (!found || (!can(actor.role, 'invoices') && found.userId !== actor.id))
        throw notFound('Document not found', 'DOCUMENT_NOT_FOUND');
      return dto(found.invoice, found.visit);
    },

    /** A document's PDF as the outbox attaches it (any document: the reference was queued by the server). */
    async pdf(id: string) {
      const found = await invoicesRepository.findById(db, id);
      if (!found) throw new Error(`document ${id} not found`);
      return {
        contentType: 'application/pdf',
        content: await renderInvoicePdf(await dto(found.invoice, found.visit)),
      };
    },

    listForBooking: (bookingId: string) => invoicesRepository.listForBooking(db, bookingId),

    /** A booking's documents as they are shown and printed. */
    async documentsForBooking(bookingId: string) {
      const rows = await invoicesRepository.listWithVisits(db, bookingId);
      return Promise.all(rows.map((r) => dto(r.invoice, r.visit)));
    },
    company,
  };
}

export type InvoicesService = ReturnType<typeof createInvoicesService>;
