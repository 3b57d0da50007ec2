import type { Db, DbOrTx } from '../../db/client';
import type { CityDto } from '../../../shared/schemas/cities';
import { paiseToRupees } from '../../../shared/money';
import type { Clock } from '../../platform/clock';
import { citiesRepository, type CityRow } from './cities.repository';

/** How often a read compares the cached cities with the database (an edit elsewhere shows within it). */
const VERSION_CHECK_MS = 1_000;

interface Snapshot {
  version: string;
  checkedAt: number;
  rows: CityRow[];
  /** The active cities as GET /api/cities answers them. */
  dtos: CityDto[];
  prices: Map<string, Map<string, number>>;
}

/**
 * Cities (docs/decisions/051-cities.md): read on every page and every price, changed rarely, so kept as a
 * snapshot checked against the database at most once a second, as the catalogue is.
 */
export function createCitiesService({ db, clock }: { db: Db; clock: Clock }) {
  let snapshot: Snapshot | null = null;
  let refreshing: Promise<Snapshot> | null = null;

  async function refresh(): Promise<Snapshot> {
    const checkedAt = clock.now().getTime();
    const version = await citiesRepository.version(db);
    if (snapshot?.version === version) return (snapshot = { ...snapshot, checkedAt });
    const { rows, pins, prices: priceRows } = await citiesRepository.list(db);
    const prices = new Map<string, Map<string, number>>();
    for (const p of priceRows) {
      const map = prices.get(p.cityId) ?? new Map<string, number>();
      map.set(p.packageId, p.pricePaise);
      prices.set(p.cityId, map);
    }
    const dtos = rows
      .filter((c) => c.isActive)
      .map((c) => ({
        _id: c.id,
        slug: c.slug,
        name: c.nameEn,
        nameHi: c.nameHi,
        state: c.state,
        openingTime: c.openingTime,
        closingTime: c.closingTime,
        pincodes: pins.filter((p) => p.cityId === c.id).map((p) => p.pincode),
        prices: Object.fromEntries(
          [...(prices.get(c.id) ?? new Map<string, number>())].map(([pkg, paise]) => [pkg, paiseToRupees(paise)]),
        ),
      }));
    return (snapshot = { version, checkedAt, rows, dtos, prices });
  }

  function current(): Promise<Snapshot> {
    if (snapshot && clock.now().getTime() - snapshot.checkedAt < VERSION_CHECK_MS) return Promise.resolve(snapshot);
    refreshing ??= refresh().finally(() => (refreshing = null));
    return refreshing;
  }

  return {
    /** The active cities with their version (an ETag for the public answer). */
    async list(): Promise<{ version: string; cities: CityDto[] }> {
      const { version, dtos } = await current();
      return { version, cities: dtos };
    },

    async bySlug(slug: string): Promise<CityRow | undefined> {
      return (await current()).rows.find((c) => c.slug === slug);
    },

    async byId(id: string): Promise<CityRow | undefined> {
      return (await current()).rows.find((c) => c.id === id);
    },

    /** The city's own package prices (paise by package id); none for a booking of no city. */
    async pricesFor(cityId: string | null | undefined): Promise<ReadonlyMap<string, number> | undefined> {
      return cityId ? (await current()).prices.get(cityId) : undefined;
    },

    /** The city that owns a PIN, read from the database (an admin's PIN edit counts at once). */
    ofPincode: (pincode: string, tx: DbOrTx = db) => citiesRepository.ofPincode(tx, pincode),

    /** Ids among `ids` that are cities. */
    existing: (ids: string[], tx: DbOrTx = db) => citiesRepository.existing(tx, ids),
    staffCities: (userId: string, tx: DbOrTx = db) => citiesRepository.staffCities(tx, userId),
    setStaffCities: (tx: DbOrTx, userId: string, cityIds: string[]) =>
      citiesRepository.setStaffCities(tx, userId, cityIds),
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
