import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { AddressDto } from '../../../../shared/api';
import { addressInputSchema } from '../../../../shared/schemas/users';
import { local, localKeys } from '../../../lib/storage';
import { addAddress, useAddresses } from '../api/profile-api';
import { isUuid } from '../../../../shared/ids';
import { profileKeys } from '../api/profile-keys';

/**
 * Addresses live on the server, so they follow the account across devices, and are cached under
 * user_addresses. Addresses an older version kept only in this browser (no server id) are uploaded once.
 */
export function useSavedAddresses() {
  const query = useAddresses();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!query.data) return;
    const cached = local.getJson<Partial<AddressDto>[]>(localKeys.userAddresses) ?? [];
    const browserOnly = cached.filter((a) => !(a.id && isUuid(a.id)) && !(a._id && isUuid(a._id)));
    local.setJson(localKeys.userAddresses, query.data);
    if (browserOnly.length === 0) return;
    void Promise.all(
      browserOnly.map((a) => {
        const parsed = addressInputSchema.safeParse({
          label: a.label ?? 'Home',
          line1: a.line1,
          line2: a.line2 ?? '',
          city: a.city,
          state: a.state,
          pincode: a.pincode,
        });
        return parsed.success ? addAddress(parsed.data).catch(() => null) : null;
      }),
    ).then(() => queryClient.invalidateQueries({ queryKey: profileKeys.addresses() }));
  }, [query.data, queryClient]);

  return query;
}
