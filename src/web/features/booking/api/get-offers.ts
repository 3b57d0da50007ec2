import { useQuery } from '@tanstack/react-query';
import type { Offer } from '../../../../shared/domain/offers';
import { api } from '../../../lib/api-client';
import { bookingFlowKeys } from './booking-flow-keys';

/** GET /api/offers: the public coupons anyone may use now. */
export const getOffers = () =>
  api.get<{ data: { offers: Offer[] } }>('/api/offers').then((r) => r.data.offers);

export const useOffers = () =>
  useQuery({ queryKey: bookingFlowKeys.offers(), queryFn: getOffers, staleTime: 60_000 });
