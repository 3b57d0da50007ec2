import type { ServiceDto } from '../../../../shared/api';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePrice, type PriceChoice } from '../api/booking-api';

/** The server's price for the current choice, asked once the choice has settled (typing an area asks once). */
export function useLivePrice(
  service: ServiceDto | undefined,
  packageId: string,
  area: string,
  addons: string[],
) {
  const pkg = service?.packages.find((p) => p._id === packageId);
  const quantity = Number(area);
  const choice: PriceChoice | null =
    service && pkg && quantity > 0
      ? { serviceId: service._id, packageName: pkg.name, area: quantity, addons }
      : null;
  // Debounced as text: a new array of add-ons each render is still the same choice.
  const settled = useDebouncedValue(choice && JSON.stringify(choice), 250);
  const price = usePrice(choice && settled ? (JSON.parse(settled) as PriceChoice) : null, {
    keepPrevious: true,
  });
  if (!choice) return { price: 0, error: null };
  if (price.isError) return { price: 0, error: price.error.message || 'This price could not be calculated' };
  return { price: price.data ?? 0, error: null };
}
