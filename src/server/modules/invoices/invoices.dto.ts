import type { InvoiceDto } from '../../../shared/api-payments';
import { bookingReference } from '../../../shared/booking-reference';
import { documentLine } from '../../../shared/domain/document-line';
import { SAC_CLEANING } from '../../../shared/domain/gst';
import type { InvoiceRow, InvoiceVisitRow } from './invoices.repository';

/** The seller's details every document prints (from config). */
export interface CompanyDetails {
  name: string;
  address: string;
  phone: string;
  gstin: string | undefined;
}

export function toInvoiceDto(
  i: InvoiceRow,
  visit: InvoiceVisitRow,
  company: CompanyDetails,
  creditsPaise = 0,
): InvoiceDto {
  return {
    id: i.id,
    kind: i.kind,
    serial: i.serial,
    issuedOn: i.issuedOn,
    supplier: { name: company.name, address: company.address, phone: company.phone, gstin: i.supplierGstin },
    customer: {
      name: i.customerName,
      address: i.customerAddress,
      pincode: i.customerPincode,
      state: i.placeOfSupply,
    },
    placeOfSupply: i.placeOfSupply,
    sac: SAC_CLEANING,
    description: i.description,
    pricePaise: i.pricePaise,
    discountPaise: i.discountPaise,
    taxablePaise: i.taxablePaise,
    cgstPaise: i.cgstPaise,
    sgstPaise: i.sgstPaise,
    igstPaise: i.igstPaise,
    totalPaise: i.totalPaise,
    paymentReference: i.paymentReference,
    creditsPaise: Math.min(creditsPaise, i.totalPaise),
    paymentMethod: visit.paymentMethod,
    bookingId: i.bookingId,
    bookingReference: bookingReference(i.bookingId),
    visit: {
      date: visit.scheduledDate,
      time: visit.scheduledTime,
      ...documentLine({
        quantity: visit.quantity,
        unit: visit.measurementUnit,
        pricePaise: i.pricePaise,
        addons: visit.addons,
      }),
    },
  };
}
