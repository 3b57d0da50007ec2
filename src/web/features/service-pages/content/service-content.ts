/** What each service page says besides prices (prices come from the API). */
export interface ServicePageContent {
  slug: string;
  title: string;
  eyebrow: string;
  intro: string;
  benefitsHeading: string;
  benefits: string[];
  /** SPEC §2: office, home, sofa and shop pages list what the service covers; the others do not. */
  covers?: string[];
  pricingNote?: string;
}

export const serviceContent: Record<string, ServicePageContent> = {
  'office-cleaning': {
    slug: 'office-cleaning',
    eyebrow: 'Office Cleaning',
    title: 'A clean office, every working day',
    intro:
      'Desks, floors, pantries and washrooms cleaned by a trained, verified team before your staff arrive or after they leave. Priced by the square foot, with no surprises.',
    benefitsHeading: 'Why offices in Indore choose us',
    benefits: [
      'Healthier workplace with fewer sick days',
      'Early-morning, evening and weekend slots',
      'The same supervised team on every visit',
      'Eco-friendly, skin-safe cleaning supplies',
      'Transparent per sq.ft pricing, GST included',
    ],
    covers: [
      'Workstations, desks and chairs',
      'Floor mopping and vacuuming',
      'Pantry and kitchen surfaces',
      'Washroom cleaning and sanitisation',
      'Dusting of shelves, cabinets and glass',
      'Emptying bins and replacing liners',
    ],
    pricingNote: 'Prices are per sq.ft of office area.',
  },
  'home-cleaning': {
    slug: 'home-cleaning',
    eyebrow: 'Home Cleaning',
    title: 'Your whole home, cleaned top to bottom',
    intro:
      'Standard and deep cleaning packages for 1 BHK, 2 BHK and 3 BHK homes. Our team brings its own equipment and supplies, so you only have to open the door.',
    benefitsHeading: 'Why families trust us with their homes',
    benefits: [
      'Background-verified, trained professionals',
      'Fixed package prices for 1, 2 and 3 BHK',
      'All equipment and supplies brought by the team',
      'Safe for children and pets',
      'Pay online or after the service',
    ],
    covers: [
      'Bedrooms and living room: dusting, mopping, cobweb removal',
      'Kitchen slab, sink, tiles and cabinet exteriors',
      'Bathrooms: toilet, basin, tiles and fittings',
      'Windows, grills and doors',
      'Balconies and fans',
      'Deep clean: stain removal and inside cabinets',
    ],
    pricingNote: 'Each package covers a home up to its area; larger 3 BHK homes pay per extra sq.ft.',
  },
  'kitchen-cleaning': {
    slug: 'kitchen-cleaning',
    eyebrow: 'Kitchen Cleaning',
    title: 'A grease-free kitchen that feels new',
    intro:
      'Degreasing of slabs, tiles, sink and cabinets, with add-ons for the chimney, microwave, refrigerator and mixer.',
    benefitsHeading: 'Why our kitchen cleaning works',
    benefits: [
      'Food-safe degreasers for Indian cooking oil and masala stains',
      'Modular kitchens cleaned inside and out',
      'Appliance add-ons booked together',
      'Done in a few hours, ready for the next meal',
    ],
  },
  'sofa-cleaning': {
    slug: 'sofa-cleaning',
    eyebrow: 'Sofa & Mattress Cleaning',
    title: 'Fresh, stain-free sofas and mattresses',
    intro:
      'Shampoo and vacuum-extraction cleaning that lifts dust, stains and odours from fabric sofas and mattresses, priced per sofa or mattress.',
    benefitsHeading: 'Why choose our upholstery cleaning',
    benefits: [
      'Removes dust mites and allergens',
      'Fabric-safe shampoos and stain treatment',
      'Quick drying, ready to use the same day',
      'Done at your home, no pickup needed',
    ],
    covers: [
      'Fabric sofas, recliners and chairs',
      'Mattresses of every size',
      'Dry vacuuming of every surface',
      'Shampoo and extraction cleaning',
      'Spot stain treatment',
      'Odour removal (Premium)',
    ],
    pricingNote: 'Prices are per sofa or mattress.',
  },
  'shop-cleaning': {
    slug: 'shop-cleaning',
    eyebrow: 'Shop Cleaning',
    title: 'A storefront your customers want to walk into',
    intro:
      'Floors, shelves, glass fronts and display units cleaned before you open or after you close, so business is never disturbed.',
    benefitsHeading: 'Why shop owners choose us',
    benefits: [
      'Slots before or after business hours',
      'Spotless glass and displays that sell',
      'Careful handling of your stock',
      'Fixed prices, GST included',
    ],
    covers: [
      'Floor mopping and scrubbing',
      'Dusting of shelves and racks',
      'Glass front and door cleaning',
      'Display units and counters',
      'Washroom cleaning (Complete)',
    ],
  },
  'water-tank-cleaning': {
    slug: 'water-tank-cleaning',
    eyebrow: 'Water Tank Cleaning',
    title: 'Safe, clean water for your family',
    intro:
      'Draining, sludge removal, scrubbing and disinfection of overhead and underground tanks, priced per tank.',
    benefitsHeading: 'Why clean your tank with us',
    benefits: [
      'Removes sludge, algae and bacteria',
      'Anti-bacterial disinfection safe for drinking water',
      'Trained team with pumps and safety gear',
      'Recommended every 6 months',
    ],
    pricingNote: 'Prices are per tank.',
  },
  'bathroom-cleaning': {
    slug: 'bathroom-cleaning',
    eyebrow: 'Bathroom Cleaning',
    title: 'Sparkling, sanitised bathrooms',
    intro:
      'Tiles, fittings, toilet and mirrors descaled and sanitised, with hard-water stain removal in the Classic plan. Priced per bathroom.',
    benefitsHeading: 'Why our bathroom cleaning stands out',
    benefits: [
      'Hard-water and salt stains removed',
      'Toilet, basin and floor sanitised',
      'Done in about an hour per bathroom',
      'Safe, non-corrosive chemicals',
    ],
    pricingNote: 'Prices are per bathroom.',
  },
};
