import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CreditsDto } from '../../../../shared/api-credits';
import { api } from '../../../lib/api-client';

export const getCredits = () => api.get<{ data: CreditsDto }>('/api/users/credits').then((r) => r.data);

export const creditsKey = ['credits'] as const;
export const creditsQueryOptions = queryOptions({ queryKey: creditsKey, queryFn: getCredits });
/** The signed-in customer's credits: balance and entries, newest first. */
export const useCredits = ({ enabled = true } = {}) => useQuery({ ...creditsQueryOptions, enabled });
