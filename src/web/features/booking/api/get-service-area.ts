import { useQuery } from '@tanstack/react-query';
import type { ServiceAreaDto } from '../../../../shared/schemas/service-area';
import { api } from '../../../lib/api-client';
import { bookingFlowKeys } from './booking-flow-keys';

/** GET /api/service-area: the pincodes we serve and the last bookable date, checked before the customer goes on. */
export const getServiceArea = () =>
  api.get<{ data: ServiceAreaDto }>('/api/service-area', { auth: false }).then((r) => r.data);

export const useServiceArea = () =>
  useQuery({ queryKey: bookingFlowKeys.serviceArea(), queryFn: getServiceArea, staleTime: 5 * 60_000 });
