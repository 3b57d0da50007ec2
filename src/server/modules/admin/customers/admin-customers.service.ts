import type { AdminCustomerDetailDto, AdminCustomerDto } from '../../../../shared/api-admin';
import type { AdminCustomersQuery } from '../../../../shared/schemas/admin';
import type { Db } from '../../../db/client';
import { notFound } from '../../../platform/errors';
import { toAdminBookingDto } from '../bookings/admin-bookings.dto';
import { adminBookingsRepository } from '../bookings/admin-bookings.repository';
import { toPaged } from '../paging';
import { toAdminPaymentDto } from '../payments/admin-payments.dto';
import { adminPaymentsRepository } from '../payments/admin-payments.repository';
import type { AdminCustomerRow } from './admin-customers.repository';
import { adminCustomersRepository } from './admin-customers.repository';

const toDto = (c: AdminCustomerRow): AdminCustomerDto => ({ ...c, createdAt: c.createdAt.toISOString() });

export function createAdminCustomersService(db: Db) {
  return {
    async list(q: AdminCustomersQuery) {
      const { rows, total } = await adminCustomersRepository.page(db, q);
      return toPaged(q, rows, total, toDto);
    },

    async detail(id: string): Promise<AdminCustomerDetailDto> {
      const customer = await adminCustomersRepository.find(db, id);
      if (!customer) throw notFound('Customer not found', 'CUSTOMER_NOT_FOUND');
      const [bookings, payments] = await Promise.all([
        adminBookingsRepository.page(db, { customerId: id, page: 1, size: 100, sort: 'date', order: 'desc' }),
        adminPaymentsRepository.listFor(db, { customerId: id }),
      ]);
      return {
        customer: toDto(customer),
        bookings: bookings.rows.map(toAdminBookingDto),
        payments: payments.map(toAdminPaymentDto),
      };
    },
  };
}

export type AdminCustomersService = ReturnType<typeof createAdminCustomersService>;
