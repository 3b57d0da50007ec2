import { api } from '../../../lib/api-client';
import { bookingFlowKeys } from '../../booking/api/booking-flow-keys';
import { servicesResource } from '../../catalogue/api/get-services';
import { useAdminAction } from '../hooks/use-admin-action';

export interface PackageChanges {
  packageId: string;
  name: string;
  /** Rupees, as the catalogue's own API counts them. */
  price?: number;
  isActive?: boolean;
  timing?: { durationMinutes?: number; minutesPerUnit?: number; crewSize?: number };
}

/** PATCH /api/admin/packages/:id (price, active) then PATCH …/timing (duration, crew) when they changed. */
export async function updatePackage({ packageId, price, isActive, timing }: PackageChanges) {
  if (price !== undefined || isActive !== undefined)
    await api.patch(`/api/admin/packages/${packageId}`, { price, isActive });
  if (timing && Object.keys(timing).length)
    await api.patch(`/api/admin/packages/${packageId}/timing`, timing);
}

export const useUpdatePackage = () =>
  useAdminAction(
    updatePackage,
    (i) => ({ title: 'Package saved', message: `${i.name} is updated on the site.` }),
    [servicesResource.invalidate, bookingFlowKeys.prices()],
  );
