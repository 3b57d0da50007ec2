/**
 * Cities (docs/decisions/051-cities.md). A staff member with cities sees only their bookings; one without
 * (the owner, and staff not tied to a city) sees every city's. A booking of no city (a PIN no city owns) is
 * seen only by unscoped staff.
 */
export function seesCity(scope: readonly string[] | undefined, cityId: string | null | undefined): boolean {
  if (!scope) return true;
  return !!cityId && scope.includes(cityId);
}

/** A package's price in a city: the city's own where set, else the catalogue's. */
export function cityPricePaise(
  basePaise: number,
  cityPrices: ReadonlyMap<string, number> | undefined,
  packageId: string,
) {
  return cityPrices?.get(packageId) ?? basePaise;
}
