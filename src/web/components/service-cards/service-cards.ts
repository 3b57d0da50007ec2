import { serviceRoutes } from '../../lib/paths';

/** Each service's teaser, word for word. */
const teasers: Record<string, string> = {
  'office-cleaning': 'Regular office cleaning for a productive workspace.',
  'home-cleaning': 'Comprehensive home cleaning tailored to your needs.',
  'sofa-cleaning': 'Deep sofa and upholstery cleaning for freshness.',
  'kitchen-cleaning': 'Thorough kitchen cleaning including appliances and surfaces.',
  'water-tank-cleaning': 'Safe and hygienic water tank maintenance and cleaning.',
  'bathroom-cleaning': 'Sanitised and sparkling bathrooms with attention to detail.',
  'shop-cleaning': 'Commercial shop cleaning to keep your storefront inviting.',
};

export interface ServiceCard {
  slug: string;
  name: string;
  path: string;
  teaser: string;
  imageUrl: string;
}

/** The service cards (title, teaser, image) in the route table's order; no prices here. */
export const serviceCards: ServiceCard[] = serviceRoutes.map((r) => ({
  slug: r.serviceId,
  name: r.name,
  path: r.path,
  teaser: teasers[r.serviceId],
  imageUrl: `/images/services/${r.serviceId}.svg`,
}));

export const serviceCard = (slug: string): ServiceCard | undefined =>
  serviceCards.find((c) => c.slug === slug);
