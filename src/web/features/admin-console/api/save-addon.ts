import { api } from '../../../lib/api-client';
import { bookingFlowKeys } from '../../booking/api/booking-flow-keys';
import { servicesResource } from '../../catalogue/api/get-services';
import { useAdminAction } from '../hooks/use-admin-action';

export type AddonSave =
  | { kind: 'create'; serviceId: string; name: string; price: number }
  | { kind: 'update'; addonId: string; name: string; price?: number; isActive?: boolean };

/** POST /api/admin/services/:id/addons, or PATCH /api/admin/addons/:id (prices in rupees). */
export const saveAddon = (input: AddonSave) =>
  input.kind === 'create'
    ? api.post(`/api/admin/services/${input.serviceId}/addons`, { name: input.name, price: input.price })
    : api.patch(`/api/admin/addons/${input.addonId}`, { price: input.price, isActive: input.isActive });

export const useSaveAddon = () =>
  useAdminAction(
    saveAddon,
    (i) => ({ title: i.kind === 'create' ? 'Add-on added' : 'Add-on saved', message: i.name }),
    [servicesResource.invalidate, bookingFlowKeys.prices()],
  );
