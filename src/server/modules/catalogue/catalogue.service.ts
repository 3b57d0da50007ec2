import type { Db, DbOrTx } from '../../db/client';
import { calculatePrice } from '../../../shared/domain/pricing';
import { rupeesToPaise } from '../../../shared/money';
import type { CreateServiceInput, UpdateServiceInput } from '../../../shared/schemas/catalogue';
import { serverMessages } from '../../../shared/texts';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { AppError, conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { toPricedAddon, toPricedPackage } from './catalogue.dto';
import type { Clock } from '../../platform/clock';
import {
  catalogueRepository,
  type AddonRow,
  type PackageRow,
  type ServiceWithParts,
} from './catalogue.repository';

export interface QuoteRequest {
  packageName?: string;
  packageId?: string;
  quantity: number;
  addonNames?: string[];
  /** The request's name for the quantity, for the error's details (a booking calls it areaSqft). */
  quantityField?: string;
  /** From the customer's active membership, filled by the server (memberships module); 0 without one. */
  memberDiscountPercent?: number;
  /** The city's own package prices (paise by package id; cities module): a package there costs its own. */
  cityPrices?: ReadonlyMap<string, number>;
}

export interface Quote {
  service: ServiceWithParts['service'];
  pkg: PackageRow;
  addons: AddonRow[];
  packagePaise: number;
  addonsPaise: number;
  totalPaise: number;
  /** The member discount on totalPaise (0 without memberDiscountPercent). */
  memberDiscountPaise: number;
}

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Packages and add-ons as sent. A package without a price costs the service's basePrice (`basePricePaise`);
 * timing left out keeps the package's own (or the column defaults for a new one).
 */
async function replaceParts(
  tx: DbOrTx,
  serviceId: string,
  input: Pick<CreateServiceInput, 'packages' | 'addons'>,
  basePricePaise: number | null,
) {
  // Packages booked before keep their rows (bookings point at them): ones left out are deactivated, not deleted.
  const names = input.packages.map((p) => p.name);
  await catalogueRepository.deactivatePackagesOtherThan(tx, serviceId, names);
  for (const [index, p] of input.packages.entries()) {
    const pricePaise = p.price !== undefined ? rupeesToPaise(p.price) : basePricePaise;
    if (pricePaise === null)
      throw new AppError('PACKAGE_PRICE_REQUIRED', 400, serverMessages.packagePriceRequired, [
        { field: `packages.${index}.price`, message: serverMessages.packagePriceRequired },
      ]);
    const values = {
      serviceId,
      name: p.name,
      description: p.description,
      duration: p.duration,
      features: p.features,
      notCovered: p.notCovered,
      variant: p.variant,
      pricePaise,
      minArea: p.minArea,
      maxArea: p.maxArea,
      extraPerSqftPaise: p.extraPerSqft === null ? null : rupeesToPaise(p.extraPerSqft),
      isActive: p.isActive,
      sortOrder: index,
      ...(p.durationMinutes !== undefined && { durationMinutes: p.durationMinutes }),
      ...(p.minutesPerUnit !== undefined && { minutesPerUnit: p.minutesPerUnit }),
      ...(p.crewSize !== undefined && { crewSize: p.crewSize }),
    };
    await catalogueRepository.upsertPackage(tx, values);
  }
  await catalogueRepository.replaceAddons(
    tx,
    serviceId,
    input.addons.map((a) => ({
      serviceId,
      name: a.name,
      pricePaise: rupeesToPaise(a.price),
      packageNames: a.packageNames,
      isActive: a.isActive ?? true,
    })),
  );
}

/**
 * The catalogue is read on every page and every price and changes only when an admin edits it. Reads come
 * from a snapshot; at most once a second a read compares the snapshot's version with the database's
 * (catalogueRepository.version), so an edit made through another process shows here within a second.
 * Writes through this service drop the snapshot at once.
 */
const VERSION_CHECK_MS = 1_000;

interface Snapshot {
  version: string;
  all: ServiceWithParts[];
  checkedAt: number;
}

export function createCatalogueService(db: Db, clock: Clock) {
  let snapshot: Snapshot | null = null;
  let refreshing: Promise<Snapshot> | null = null;

  async function refresh(): Promise<Snapshot> {
    const checkedAt = clock.now().getTime();
    const version = await catalogueRepository.version(db);
    if (snapshot && snapshot.version === version) {
      snapshot = { ...snapshot, checkedAt };
      return snapshot;
    }
    const all = await catalogueRepository.list(db, { includeInactive: true });
    snapshot = { version, all, checkedAt };
    return snapshot;
  }

  /** The snapshot while it needs no check against the database, else null: no promise, no allocation. */
  function fresh(): Snapshot | null {
    return snapshot && clock.now().getTime() - snapshot.checkedAt < VERSION_CHECK_MS ? snapshot : null;
  }

  function current(): Promise<Snapshot> {
    const ready = fresh();
    if (ready) return Promise.resolve(ready);
    // One refresh at a time, shared by every request that arrives meanwhile.
    refreshing ??= refresh().finally(() => (refreshing = null));
    return refreshing;
  }

  async function allServices(): Promise<ServiceWithParts[]> {
    return (await current()).all;
  }
  const invalidate = () => {
    snapshot = null;
  };

  async function findCached(idOrSlug: string): Promise<ServiceWithParts | undefined> {
    const key = idOrSlug.toLowerCase();
    return (await allServices()).find((s) => s.service.id === key || s.service.slug === key);
  }

  async function requireService(
    idOrSlug: string,
    opts: { activeOnly?: boolean } = {},
  ): Promise<ServiceWithParts> {
    const found = await findCached(idOrSlug);
    if (!found || (opts.activeOnly && !found.service.isActive))
      throw notFound(serverMessages.serviceNotFound, 'SERVICE_NOT_FOUND');
    return found;
  }

  return {
    /** The catalogue with the version it was read at: callers can cache what they derive from it by version. */
    /** The current version when no check is due (the busiest answer's fast path), else null: call versioned(). */
    freshVersion(): string | null {
      return fresh()?.version ?? null;
    },
    async versioned(): Promise<{ version: string; all: ServiceWithParts[] }> {
      const { version, all } = await current();
      return { version, all };
    },

    async list(opts: { includeInactive: boolean }): Promise<ServiceWithParts[]> {
      const all = await allServices();
      return opts.includeInactive ? all : all.filter((s) => s.service.isActive);
    },
    requireService,
    /** Drop the cached catalogue after a write made elsewhere (package timing). */
    invalidate,

    /** Prices a package of an active service; the same rule the booking total uses. */
    async quote(idOrSlug: string, request: QuoteRequest, tx?: DbOrTx): Promise<Quote> {
      const found = tx ? await catalogueRepository.find(tx, idOrSlug) : await findCached(idOrSlug);
      if (!found || !found.service.isActive)
        throw notFound(serverMessages.serviceNotFound, 'SERVICE_NOT_FOUND');
      const wanted = request.packageName?.trim().toLowerCase();
      const listed = found.packages.find(
        (p) =>
          p.isActive && (request.packageId ? p.id === request.packageId : p.name.toLowerCase() === wanted),
      );
      if (!listed) throw notFound(serverMessages.packageNotFound, 'PACKAGE_NOT_FOUND');
      const cityPrice = request.cityPrices?.get(listed.id);
      const pkg = cityPrice === undefined ? listed : { ...listed, pricePaise: cityPrice };
      const selectedAddons: AddonRow[] = [];
      for (const name of new Set(request.addonNames ?? [])) {
        const addon = found.addons.find(
          (a) => a.isActive && (a.name.toLowerCase() === name.trim().toLowerCase() || a.id === name),
        );
        if (!addon) throw new AppError('ADDON_NOT_FOUND', 400, `Add-on not available: ${name}`);
        selectedAddons.push(addon);
      }
      const price = calculatePrice({
        pricingType: found.service.pricingType,
        pkg: toPricedPackage(pkg),
        quantity: request.quantity,
        addons: selectedAddons.map(toPricedAddon),
        memberDiscountPercent: request.memberDiscountPercent,
      });
      if (!price.ok)
        throw new AppError('PRICE_NOT_AVAILABLE', 400, price.message, [
          { field: request.quantityField ?? 'area', message: price.message },
        ]);
      return { service: found.service, pkg, addons: selectedAddons, ...price };
    },

    /** A service without an active package is saved as an inactive draft (it could not be booked). */
    async create(actor: AuthUser, input: CreateServiceInput): Promise<ServiceWithParts> {
      const basePricePaise = input.basePrice === undefined ? null : rupeesToPaise(input.basePrice);
      try {
        const id = await db.transaction(async (tx) => {
          const row = await catalogueRepository.insertService(tx, {
            slug: input.slug ?? slugify(input.name),
            name: input.name,
            description: input.description,
            teaser: input.teaser,
            features: input.features,
            pricingType: input.pricingType,
            measurementLabel: input.measurementField.label,
            measurementPlaceholder: input.measurementField.placeholder,
            measurementUnit: input.measurementField.unit,
            isActive: input.isActive && input.packages.some((p) => p.isActive),
            sortOrder: input.sortOrder,
            basePricePaise,
          });
          await replaceParts(tx, row.id, input, basePricePaise);
          await recordAudit(tx, {
            actor,
            action: 'service.create',
            entityType: 'service',
            entityId: row.id,
            details: { name: input.name, packages: input.packages.length, addons: input.addons.length },
          });
          return row.id;
        });
        invalidate();
        return requireService(id);
      } catch (error) {
        if (isUniqueViolation(error))
          throw conflict('A service with this name already exists', 'SERVICE_EXISTS');
        throw error;
      }
    },

    /** Any part of a service; 409 when it would be active without an active package. */
    async update(actor: AuthUser, idOrSlug: string, input: UpdateServiceInput): Promise<ServiceWithParts> {
      const { service, packages: pkgs, addons: currentAddons } = await requireService(idOrSlug);
      const basePricePaise =
        input.basePrice === undefined ? service.basePricePaise : rupeesToPaise(input.basePrice);
      await db.transaction(async (tx) => {
        await catalogueRepository.updateService(tx, service.id, {
          ...(input.name !== undefined && { name: input.name }),
          ...(input.description !== undefined && { description: input.description }),
          ...(input.teaser !== undefined && { teaser: input.teaser }),
          ...(input.features !== undefined && { features: input.features }),
          ...(input.pricingType !== undefined && { pricingType: input.pricingType }),
          ...(input.measurementField && {
            measurementLabel: input.measurementField.label ?? service.measurementLabel,
            measurementPlaceholder: input.measurementField.placeholder ?? service.measurementPlaceholder,
            measurementUnit: input.measurementField.unit ?? service.measurementUnit,
          }),
          ...(input.isActive !== undefined && { isActive: input.isActive }),
          ...(input.sortOrder !== undefined && { sortOrder: input.sortOrder }),
          basePricePaise,
          updatedAt: clock.now(),
        });
        if (input.packages || input.addons) {
          await replaceParts(
            tx,
            service.id,
            {
              packages:
                input.packages ??
                pkgs.map((p) => ({
                  ...p,
                  price: p.pricePaise / 100,
                  extraPerSqft: p.extraPerSqftPaise === null ? null : p.extraPerSqftPaise / 100,
                })),
              addons:
                input.addons ??
                currentAddons.map((a) => ({
                  name: a.name,
                  price: a.pricePaise / 100,
                  packageNames: a.packageNames,
                  isActive: a.isActive,
                })),
            },
            basePricePaise,
          );
        }
        const after = (await catalogueRepository.find(tx, service.id))!;
        if (after.service.isActive && !after.packages.some((p) => p.isActive))
          throw conflict(serverMessages.serviceNeedsPackage, 'SERVICE_NEEDS_PACKAGE');
        await recordAudit(tx, {
          actor,
          action: 'service.update',
          entityType: 'service',
          entityId: service.id,
          details: { name: service.name, changed: input },
        });
      });
      invalidate();
      return requireService(service.id);
    },

    /** Retires a service: bookings keep pointing at it, customers no longer see it. */
    async deactivate(actor: AuthUser, idOrSlug: string): Promise<void> {
      const { service } = await requireService(idOrSlug);
      await db.transaction(async (tx) => {
        await catalogueRepository.updateService(tx, service.id, { isActive: false, updatedAt: clock.now() });
        await recordAudit(tx, {
          actor,
          action: 'service.deactivate',
          entityType: 'service',
          entityId: service.id,
          details: { name: service.name },
        });
      });
      invalidate();
    },
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
