import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { consentSchema, type ConsentPurpose } from '../../../../shared/schemas/privacy';
import { parsedApi } from '../../../lib/api-parse';
import { profileKeys } from './profile-keys';

const consentsAnswer = z.object({ consents: z.array(consentSchema) });

export const listConsents = () =>
  parsedApi.get('/api/users/consents', consentsAnswer).then((d) => d.consents);

export const setConsent = ({ purpose, granted }: { purpose: ConsentPurpose; granted: boolean }) =>
  parsedApi.put(`/api/users/consents/${purpose}`, { granted }, consentsAnswer).then((d) => d.consents);

export const useConsents = () => useQuery({ queryKey: profileKeys.consents(), queryFn: listConsents });

/** A consent acts where it lives: WhatsApp is a notification preference, location the addresses' points. */
export function useSetConsent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setConsent,
    onSuccess: (consents) => {
      client.setQueryData(profileKeys.consents(), consents);
      return Promise.all([
        client.invalidateQueries({ queryKey: profileKeys.notificationPreferences() }),
        client.invalidateQueries({ queryKey: profileKeys.addresses() }),
      ]);
    },
  });
}
