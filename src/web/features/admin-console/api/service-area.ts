import { useQuery } from '@tanstack/react-query';
import { serviceAreaSchema } from '../../../../shared/schemas/service-area';
import { api } from '../../../lib/api-client';
import { useAdminAction } from '../hooks/use-admin-action';
import { adminKeys } from './admin-keys';
import { bookingFlowKeys } from '../../booking/api/booking-flow-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/admin/service-area: the pincodes we serve and the booking horizon. */
export const useAdminServiceArea = () =>
  useQuery({
    queryKey: adminKeys.serviceArea(),
    queryFn: () => parsedApi.get('/api/admin/service-area', serviceAreaSchema),
  });

/** The public list the booking forms read goes stale with any edit. */
const alsoPublic = [bookingFlowKeys.serviceArea()] as const;

export const useAddPincode = () =>
  useAdminAction(
    (input: { pincode: string; area: string }) => api.post('/api/admin/service-area/pincodes', input),
    (input) => ({ title: 'Pincode added', message: `Bookings for ${input.pincode} are now taken.` }),
    alsoPublic,
  );

export const useRemovePincode = () =>
  useAdminAction(
    (pincode: string) => api.delete(`/api/admin/service-area/pincodes/${encodeURIComponent(pincode)}`),
    (pincode) => ({ title: 'Pincode removed', message: `New bookings for ${pincode} are refused.` }),
    alsoPublic,
  );

export const useSetHorizon = () =>
  useAdminAction(
    (horizonDays: number) => api.put('/api/admin/service-area/rules', { horizonDays }),
    (days) => ({ title: 'Booking horizon saved', message: `Customers can book up to ${days} days ahead.` }),
    alsoPublic,
  );
