import type { Db, DbOrTx } from '../../db/client';
import type { AdminCityDto, CityDto, CityPriceInput, UpdateCityInput } from '../../../shared/schemas/cities';
import { seesCity } from '../../../shared/domain/cities';
import { isUuid } from '../../../shared/ids';
import { paiseToRupees, rupeesToPaise } from '../../../shared/money';
import { serverMessages } from '../../../shared/texts';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { notFound } from '../../platform/errors';
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
          [...(prices.get(c.id) ?? new Map<string, number>())].map(([pkg, paise]) => [
            pkg,
            paiseToRupees(paise),
          ]),
        ),
      }));
    return (snapshot = { version, checkedAt, rows, dtos, prices });
  }

  function current(): Promise<Snapshot> {
    if (snapshot && clock.now().getTime() - snapshot.checkedAt < VERSION_CHECK_MS)
      return Promise.resolve(snapshot);
    refreshing ??= refresh().finally(() => (refreshing = null));
    return refreshing;
  }

  const invalidate = () => {
    snapshot = null;
  };

  /** A city the actor may manage: 404 for an unknown id or another city's (a staff member tied to cities). */
  async function requireCity(actor: AuthUser, id: string): Promise<CityRow> {
    const found = isUuid(id) ? (await current()).rows.find((c) => c.id === id) : undefined;
    if (!found || !seesCity(actor.cityIds, found.id)) throw notFound('City not found', 'NOT_FOUND');
    return found;
  }

  const toAdminDto = async (row: CityRow): Promise<AdminCityDto> => {
    const { dtos, prices } = await current();
    const listed = dtos.find((d) => d._id === row.id);
    return {
      _id: row.id,
      slug: row.slug,
      name: row.nameEn,
      nameHi: row.nameHi,
      state: row.state,
      openingTime: row.openingTime,
      closingTime: row.closingTime,
      pincodes: listed?.pincodes ?? [],
      prices:
        listed?.prices ??
        Object.fromEntries(
          [...(prices.get(row.id) ?? new Map<string, number>())].map(([k, v]) => [k, paiseToRupees(v)]),
        ),
      gstin: row.gstin,
      isActive: row.isActive,
    };
  };

  return {
    /** Every city for the console (a staff member tied to cities: theirs). */
    async adminList(actor: AuthUser): Promise<AdminCityDto[]> {
      const { rows } = await current();
      return Promise.all(rows.filter((c) => seesCity(actor.cityIds, c.id)).map(toAdminDto));
    },

    async update(actor: AuthUser, id: string, input: UpdateCityInput): Promise<AdminCityDto> {
      const city = await requireCity(actor, id);
      const row = await db.transaction(async (tx) => {
        const updated = await citiesRepository.update(
          tx,
          city.id,
          {
            ...(input.name !== undefined && { nameEn: input.name }),
            ...(input.nameHi !== undefined && { nameHi: input.nameHi }),
            ...(input.state !== undefined && { state: input.state }),
            ...(input.gstin !== undefined && { gstin: input.gstin }),
            ...(input.openingTime !== undefined && { openingTime: input.openingTime }),
            ...(input.closingTime !== undefined && { closingTime: input.closingTime }),
            ...(input.isActive !== undefined && { isActive: input.isActive }),
          },
          clock.now(),
        );
        await recordAudit(tx, {
          actor,
          action: 'city.update',
          entityType: 'city',
          entityId: city.id,
          details: { slug: city.slug, changed: input },
        });
        return updated!;
      });
      invalidate();
      return toAdminDto(row);
    },

    /** A package's own price in the city, or (null) the catalogue's again. */
    async setPrice(actor: AuthUser, id: string, input: CityPriceInput): Promise<AdminCityDto> {
      const city = await requireCity(actor, id);
      await db.transaction(async (tx) => {
        if (!(await citiesRepository.packageExists(tx, input.packageId)))
          throw notFound(serverMessages.packageNotFound, 'PACKAGE_NOT_FOUND');
        if (input.price === null) await citiesRepository.removePrice(tx, city.id, input.packageId);
        else
          await citiesRepository.setPrice(
            tx,
            city.id,
            input.packageId,
            rupeesToPaise(input.price),
            clock.now(),
          );
        await recordAudit(tx, {
          actor,
          action: 'city.price',
          entityType: 'city',
          entityId: city.id,
          details: { slug: city.slug, packageId: input.packageId, price: input.price },
        });
      });
      invalidate();
      return toAdminDto(city);
    },

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
  };
}

export type CitiesService = ReturnType<typeof createCitiesService>;
