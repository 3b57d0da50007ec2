import type { Db } from '../../db/client';
import { rupeesToPaise } from '../../../shared/money';
import type { CreateAddonInput, UpdateAddonInput, UpdatePackageInput } from '../../../shared/schemas/admin';
import { recordAudit } from '../../platform/audit';
import type { AuthUser } from '../../platform/auth';
import { conflict, isUniqueViolation, notFound } from '../../platform/errors';
import { serverMessages } from '../../../shared/texts';
import { catalogueAdminRepository as repo, type AddonRow, type PackageRow } from './catalogue.repository';
import type { CatalogueService } from './catalogue.service';

/** The fields that changed, as { field: [before, after] }: what an audit entry keeps of an edit. */
function changes<T extends Record<string, unknown>>(before: T, after: T): Record<string, [unknown, unknown]> {
  const out: Record<string, [unknown, unknown]> = {};
  for (const key of Object.keys(after)) {
    if (key === 'updatedAt') continue;
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = [before[key], after[key]];
  }
  return out;
}

const nameTaken = (what: string) =>
  conflict(`A ${what} with this name already exists in this service`, 'NAME_TAKEN');

/**
 * Admin edits of single packages and add-ons. Each edit is audited in its own transaction and drops the
 * catalogue snapshot, so the public catalogue and prices show it on the next read.
 */
export function createCatalogueAdminService(db: Db, catalogue: CatalogueService) {
  async function write<T>(work: () => Promise<T>, what: string): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw nameTaken(what);
      throw error;
    } finally {
      catalogue.invalidate();
    }
  }

  return {
    async updatePackage(actor: AuthUser, id: string, input: UpdatePackageInput) {
      const serviceId = await write(
        () =>
          db.transaction(async (tx) => {
            const before = await repo.findPackage(tx, id);
            if (!before) throw notFound(serverMessages.packageNotFound, 'PACKAGE_NOT_FOUND');
            const after = (await repo.updatePackage(tx, id, {
              ...(input.name !== undefined && { name: input.name }),
              ...(input.description !== undefined && { description: input.description }),
              ...(input.price !== undefined && { pricePaise: rupeesToPaise(input.price) }),
              ...(input.extraPerSqft !== undefined && {
                extraPerSqftPaise: input.extraPerSqft === null ? null : rupeesToPaise(input.extraPerSqft),
              }),
              ...(input.features !== undefined && { features: input.features }),
              ...(input.notCovered !== undefined && { notCovered: input.notCovered }),
              ...(input.isActive !== undefined && { isActive: input.isActive }),
            })) as PackageRow;
            await recordAudit(tx, {
              actor,
              action: 'package.update',
              entityType: 'package',
              entityId: id,
              details: { serviceId: before.serviceId, name: after.name, changed: changes(before, after) },
            });
            return before.serviceId;
          }),
        'package',
      );
      return catalogue.requireService(serviceId);
    },

    async addAddon(actor: AuthUser, serviceIdOrSlug: string, input: CreateAddonInput) {
      const { service } = await catalogue.requireService(serviceIdOrSlug);
      await write(
        () =>
          db.transaction(async (tx) => {
            const addon = await repo.insertAddon(tx, {
              serviceId: service.id,
              name: input.name,
              pricePaise: rupeesToPaise(input.price),
              packageNames: input.packageNames,
              isActive: input.isActive,
            });
            await recordAudit(tx, {
              actor,
              action: 'addon.create',
              entityType: 'addon',
              entityId: addon.id,
              details: { serviceId: service.id, name: addon.name, pricePaise: addon.pricePaise },
            });
          }),
        'add-on',
      );
      return catalogue.requireService(service.id);
    },

    async updateAddon(actor: AuthUser, id: string, input: UpdateAddonInput) {
      const serviceId = await write(
        () =>
          db.transaction(async (tx) => {
            const before = await repo.findAddon(tx, id);
            if (!before) throw notFound('Add-on not found', 'ADDON_NOT_FOUND');
            const after = (await repo.updateAddon(tx, id, {
              ...(input.name !== undefined && { name: input.name }),
              ...(input.price !== undefined && { pricePaise: rupeesToPaise(input.price) }),
              ...(input.packageNames !== undefined && { packageNames: input.packageNames }),
              ...(input.isActive !== undefined && { isActive: input.isActive }),
            })) as AddonRow;
            await recordAudit(tx, {
              actor,
              action: 'addon.update',
              entityType: 'addon',
              entityId: id,
              details: { serviceId: before.serviceId, name: after.name, changed: changes(before, after) },
            });
            return before.serviceId;
          }),
        'add-on',
      );
      return catalogue.requireService(serviceId);
    },

    /** Bookings keep their add-ons by name and price, so removing one changes no booking. */
    async removeAddon(actor: AuthUser, id: string) {
      const serviceId = await write(
        () =>
          db.transaction(async (tx) => {
            const addon = await repo.findAddon(tx, id);
            if (!addon) throw notFound('Add-on not found', 'ADDON_NOT_FOUND');
            await repo.deleteAddon(tx, id);
            await recordAudit(tx, {
              actor,
              action: 'addon.delete',
              entityType: 'addon',
              entityId: id,
              details: { serviceId: addon.serviceId, name: addon.name, pricePaise: addon.pricePaise },
            });
            return addon.serviceId;
          }),
        'add-on',
      );
      return catalogue.requireService(serviceId);
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
