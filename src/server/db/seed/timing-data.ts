/**
 * Durations and crews of the seed catalogue (docs/decisions/004-durations-and-crews.md).
 * Keyed by service slug and package name. Unit-priced: minutes per item; area-priced: a base plus
 * minutes per 100 sq.ft; flat packages: one duration.
 */
export const seedTiming: Record<
  string,
  Record<string, { durationMinutes: number; minutesPerUnit: number; crewSize: number }>
> = {
  'office-cleaning': {
    Basic: { durationMinutes: 30, minutesPerUnit: 15, crewSize: 1 },
    Premium: { durationMinutes: 30, minutesPerUnit: 25, crewSize: 2 },
  },
  'home-cleaning': {
    '1 BHK Standard': { durationMinutes: 510, minutesPerUnit: 0, crewSize: 1 },
    // Never shorter than the spec's 1 BHK Standard: a deep clean or a bigger home takes at least as long
    // (issue 37; src/shared/domain/catalogue-sanity.ts). Bigger crews keep them within a working day.
    '1 BHK Deep Clean': { durationMinutes: 540, minutesPerUnit: 0, crewSize: 2 },
    '2 BHK Standard': { durationMinutes: 540, minutesPerUnit: 0, crewSize: 2 },
    '2 BHK Deep Clean': { durationMinutes: 570, minutesPerUnit: 0, crewSize: 3 },
    '3 BHK': { durationMinutes: 570, minutesPerUnit: 0, crewSize: 3 },
  },
  'kitchen-cleaning': {
    Normal: { durationMinutes: 150, minutesPerUnit: 0, crewSize: 1 },
    'Deep/Modular': { durationMinutes: 240, minutesPerUnit: 0, crewSize: 2 },
  },
  'sofa-cleaning': {
    Normal: { durationMinutes: 0, minutesPerUnit: 45, crewSize: 1 },
    Premium: { durationMinutes: 0, minutesPerUnit: 60, crewSize: 1 },
  },
  'shop-cleaning': {
    Basic: { durationMinutes: 120, minutesPerUnit: 0, crewSize: 1 },
    Complete: { durationMinutes: 180, minutesPerUnit: 0, crewSize: 2 },
  },
  'water-tank-cleaning': {
    Basic: { durationMinutes: 0, minutesPerUnit: 90, crewSize: 2 },
    Deep: { durationMinutes: 0, minutesPerUnit: 120, crewSize: 2 },
  },
  'bathroom-cleaning': {
    Normal: { durationMinutes: 0, minutesPerUnit: 60, crewSize: 1 },
    Classic: { durationMinutes: 0, minutesPerUnit: 80, crewSize: 1 },
  },
};

export const defaultTiming = { durationMinutes: 60, minutesPerUnit: 0, crewSize: 1 };
