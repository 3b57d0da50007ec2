import { api } from '../../../lib/api-client';
import { bookingFlowKeys } from '../../booking/api/booking-flow-keys';
import { servicesResource } from '../../catalogue/api/get-services';
import { useAdminAction } from '../hooks/use-admin-action';

/** PUT /api/services/:id {isActive}: a service on or off the public site. */
export const setServiceActive = ({
  serviceId,
  isActive,
}: {
  serviceId: string;
  name: string;
  isActive: boolean;
}) => api.put(`/api/services/${serviceId}`, { isActive });

export const useSetServiceActive = () =>
  useAdminAction(
    setServiceActive,
    (i) => ({
      title: i.isActive ? 'Service shown' : 'Service hidden',
      message: `${i.name} is ${i.isActive ? 'on' : 'off'} the site.`,
    }),
    [servicesResource.invalidate, bookingFlowKeys.prices()],
  );
