/** The landing page's words that are not prices (prices come from the API). */

export interface Testimonial {
  name: string;
  title: string;
  text: string;
}

/** SPEC §2: three entries (name, title, text). */
export const testimonials: Testimonial[] = [
  {
    name: 'Priya Sharma',
    title: 'Homeowner, Vijay Nagar',
    text: 'They deep cleaned our 2 BHK before Diwali. The team came on time, brought their own equipment, and the kitchen tiles look new again.',
  },
  {
    name: 'Rakesh Jain',
    title: 'Clinic owner, Palasia',
    text: 'We book office cleaning every week. The staff are polite and thorough, and the per sq.ft price is clear before we book.',
  },
  {
    name: 'Neha Verma',
    title: 'Resident, Nipania',
    text: 'Our overhead tank had not been cleaned in years. They drained, scrubbed and disinfected it in one visit, and I paid after the work was done.',
  },
];

/** Expert-team section: three static cards of one design. */
export const teamNotes: Testimonial[] = [
  {
    name: 'Anjali Mehta',
    title: 'Saket Nagar',
    text: 'Two trained cleaners, a supervisor’s checklist and not a corner missed. You can tell they are professionals.',
  },
  {
    name: 'Suresh Patidar',
    title: 'Rau',
    text: 'The same experienced team every month. They know our home and treat it with care.',
  },
  {
    name: 'Farah Khan',
    title: 'Bhawarkuan',
    text: 'Courteous, verified staff who explain what they will clean before they start. Exactly what we wanted.',
  },
];

export type ClaimIcon = 'shield' | 'calendar' | 'list' | 'rupee' | 'award' | 'smile';

/** SPEC §1 banner claims. */
export const bannerClaims: { icon: ClaimIcon; title: string; text: string }[] = [
  { icon: 'shield', title: 'Vetted professionals', text: 'ID-verified, trained and supervised.' },
  { icon: 'calendar', title: 'Next day availability', text: 'Book today, we clean tomorrow.' },
  { icon: 'list', title: 'Standard cleaning tasks', text: 'A clear checklist for every visit.' },
  { icon: 'rupee', title: 'Affordable prices', text: 'Fixed prices in ₹, GST included.' },
  { icon: 'award', title: 'Best quality', text: 'Proven methods and safe supplies.' },
  { icon: 'smile', title: 'Satisfaction guaranteed', text: 'Not happy? We come back and fix it.' },
];

/** 'Why Choose Us' points beside 'A Cleaner Home / A happier You'. */
export const whyChooseUs: { title: string; text: string }[] = [
  {
    title: 'Trained, background-checked cleaners',
    text: 'Every professional is ID-verified and trained on homes, offices and commercial spaces before the first visit.',
  },
  {
    title: 'Transparent, upfront prices',
    text: 'You see the price before you book. No hidden charges, and GST is included.',
  },
  {
    title: 'Our own equipment and safe supplies',
    text: 'We bring vacuums, scrubbers and skin-safe, eco-friendly cleaning products.',
  },
  {
    title: 'Pay the way you like',
    text: 'Pay online by UPI or QR, or pay after the service is complete.',
  },
];
