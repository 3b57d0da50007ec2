import type { InvoiceDto } from '../../../shared/api-payments';
import { SAC_CLEANING } from '../../../shared/domain/gst';
import type { InvoiceRow } from './invoices.repository';

/** The seller's details every document prints (from config). */
export interface CompanyDetails {
  name: string;
  address: string;
  gstin: string | undefined;
}

export function toInvoiceDto(i: InvoiceRow, company: CompanyDetails): InvoiceDto {
  return {
    id: i.id,
    kind: i.kind,
    serial: i.serial,
    issuedOn: i.issuedOn,
    supplier: { name: company.name, address: company.address, gstin: i.supplierGstin },
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
    bookingId: i.bookingId,
  };
}
