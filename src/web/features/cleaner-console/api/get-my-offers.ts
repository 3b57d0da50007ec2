import { useQuery } from '@tanstack/react-query';
import { jobOffersDtoSchema } from '../../../../shared/schemas/dispatch-offers';
import { useAuth } from '../../../lib/auth-store';
import { loadMyOffers } from '../offline/offline-offers';
import { cleanerKeys } from './cleaner-keys';
import { parsedApi } from '../../../lib/api-parse';

/** GET /api/cleaner/offers: the jobs offered to the signed-in cleaner, open now. */
export const getMyOffers = () =>
  parsedApi.get('/api/cleaner/offers', jobOffersDtoSchema).then((d) => d.offers);

/** The open offers from the server; without signal, those last loaded on this phone still open. */
export const useMyOffers = () => {
  const userId = useAuth()?.user.id ?? '';
  return useQuery({
    queryKey: cleanerKeys.offers(),
    queryFn: () => loadMyOffers(getMyOffers, userId, new Date()),
    // An offer lapses in minutes: look again often while the app is open.
    refetchInterval: 30_000,
    refetchOnWindowFocus: true,
    networkMode: 'always',
  });
};
