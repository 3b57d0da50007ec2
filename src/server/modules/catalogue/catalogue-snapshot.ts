import type { ServiceDto } from '../../../shared/api';
import { seedCatalogueRows } from '../../db/seed/catalogue-rows';
import { toServiceDto } from './catalogue.dto';
import type { AddonRow, PackageRow, ServiceRow } from './catalogue.repository';

const epoch = new Date(0);

/**
 * GET /api/services as a freshly seeded database answers it, computed without a database: the web
 * build prerenders the public pages from it. Ids are stand-ins (`seed-…`); the browser asks the API
 * again once the page is up. catalogue-snapshot.test.ts holds it to the real answer.
 */
export function seedCatalogueSnapshot(): ServiceDto[] {
  return seedCatalogueRows().map((rows) => {
    const service: ServiceRow = {
      ...rows.service,
      id: `seed-${rows.service.slug}`,
      isActive: true,
      basePricePaise: null,
      createdAt: epoch,
      updatedAt: epoch,
    };
    const packages: PackageRow[] = rows.packages.map((p) => ({
      ...p,
      id: `seed-${service.slug}-package-${p.sortOrder}`,
      serviceId: service.id,
      isActive: true,
    }));
    const addons: AddonRow[] = rows.addons
      .map((a, i) => ({ ...a, id: `seed-${service.slug}-addon-${i}`, serviceId: service.id, isActive: true }))
      // The repository lists add-ons cheapest first.
      .sort((a, b) => a.pricePaise - b.pricePaise);
    return toServiceDto({ service, packages, addons });
  });
}
