import { useEffect, useState } from 'react';
import type { ServiceDto } from '../../../../shared/api';
import { calculatePrice } from '../api/booking-api';

/** The server's price for the current choice, recalculated (debounced) on every change. */
export function useLivePrice(
  service: ServiceDto | undefined,
  packageId: string,
  area: string,
  addons: string[],
) {
  const [price, setPrice] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const pkg = service?.packages.find((p) => p._id === packageId);
  const quantity = Number(area);
  const addonKey = addons.join('|');

  useEffect(() => {
    if (!service || !pkg || !(quantity > 0)) {
      setPrice(0);
      setError(null);
      return;
    }
    let live = true;
    const id = window.setTimeout(() => {
      calculatePrice(service._id, pkg.name, quantity, addonKey ? addonKey.split('|') : [])
        .then((p) => live && (setPrice(p), setError(null)))
        .catch(
          (e: Error) => live && (setPrice(0), setError(e.message || 'This price could not be calculated')),
        );
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(id);
    };
  }, [service, pkg, quantity, addonKey]);

  return { price, error };
}
