import { describe, expect, it } from 'vitest';
import { chooseCrew, dispatchScore, type DispatchCandidate, type DispatchJob } from './dispatch-score';

// Indore: Rajwada, and points about 1, 2.1 and 6 km east of it (0.01° of longitude ≈ 1.02 km here).
const job: DispatchJob = {
  serviceName: 'Home Cleaning',
  time: '10:00',
  crewSize: 1,
  point: { lat: 22.7186, lng: 75.8577 },
};
const east = (km: number) => ({
  point: { lat: 22.7186, lng: 75.8577 + km / 102.6 },
  what: 'previous job' as const,
});

const cleaner = (name: string, over: Partial<DispatchCandidate> = {}): DispatchCandidate => ({
  id: name.toLowerCase(),
  name,
  free: true,
  skilled: true,
  rating: 4.5,
  weekMinutes: 6 * 60,
  from: null,
  preferred: false,
  ...over,
});

describe('choosing the crew for a confirmed booking', () => {
  it.each<[string, DispatchCandidate[], Partial<DispatchJob>, string[] | string, string?]>([
    [
      'the nearest wins when all else is equal',
      [cleaner('Ravi', { from: east(6) }), cleaner('Sunita', { from: east(2.1), rating: 4.8 })],
      {},
      ['sunita'],
      'nearest free cleaner, 2.1 km from their previous job, 4.8★, 6 h booked this week',
    ],
    [
      'a busy cleaner is never chosen, however near',
      [cleaner('Ravi', { from: east(0.1), free: false }), cleaner('Sunita', { from: east(9) })],
      {},
      ['sunita'],
      'the only free cleaner, 9 km from their previous job, 4.5★, 6 h booked this week',
    ],
    [
      'a cleaner not marked for the service is never chosen',
      [cleaner('Ravi', { skilled: false, from: east(1) }), cleaner('Sunita', { from: east(5) })],
      {},
      ['sunita'],
    ],
    [
      "the customer's preferred cleaner wins over a nearer one",
      [cleaner('Ravi', { from: east(1) }), cleaner('Sunita', { from: east(7), preferred: true })],
      {},
      ['sunita'],
      "the customer's preferred cleaner, 7 km from their previous job, 4.5★, 6 h booked this week",
    ],
    [
      "a series keeps its crew: the cleaner of the series' other visits wins over a nearer one",
      [cleaner('Ravi', { from: east(1) }), cleaner('Sunita', { from: east(6), seriesCrew: true })],
      {},
      ['sunita'],
      "the same cleaner as the series' other visits, 6 km from their previous job, 4.5★, 6 h booked this week",
    ],
    [
      "a series' cleaner who is busy gives way to a free one",
      [cleaner('Ravi', { from: east(1) }), cleaner('Sunita', { seriesCrew: true, free: false })],
      {},
      ['ravi'],
    ],
    [
      'fairness: with no distances known, the least-booked this week wins',
      [cleaner('Ravi', { weekMinutes: 20 * 60 }), cleaner('Sunita', { weekMinutes: 4 * 60 })],
      {},
      ['sunita'],
      'least-booked free cleaner, no earlier job that day, 4.5★, 4 h booked this week',
    ],
    [
      'rating: a 5★ cleaner beats a 3★ one at the same distance and hours',
      [cleaner('Ravi', { rating: 3 }), cleaner('Sunita', { rating: 5 })],
      {},
      ['sunita'],
      'best free cleaner, no earlier job that day, 5★, 6 h booked this week',
    ],
    [
      'an unrated cleaner counts as 4★',
      [cleaner('Ravi', { rating: null }), cleaner('Sunita', { rating: 3.9 })],
      {},
      ['ravi'],
      'best free cleaner, no earlier job that day, not rated yet, 6 h booked this week',
    ],
    [
      '1 km nearer outweighs an hour more this week (3 vs 2 points)',
      [
        cleaner('Ravi', { from: east(2), weekMinutes: 7 * 60 }),
        cleaner('Sunita', { from: east(3), weekMinutes: 6 * 60 }),
      ],
      {},
      ['ravi'],
    ],
    [
      'a crew of two: the two best, the best leading',
      [
        cleaner('Arjun', { from: east(4) }),
        cleaner('Ravi', { from: east(1) }),
        cleaner('Sunita', { from: east(2) }),
      ],
      { crewSize: 2 },
      ['ravi', 'sunita'],
      'nearest free crew, 1 km from their previous job, 4.5★, 6 h booked this week',
    ],
    [
      'ties go to the name, so the same facts give the same crew',
      [cleaner('Sunita'), cleaner('Arjun'), cleaner('Ravi')],
      {},
      ['arjun'],
    ],
    [
      'nobody free: the reason names the service and the time',
      [cleaner('Ravi', { free: false }), cleaner('Sunita', { free: false })],
      { serviceName: 'Water Tank Cleaning', time: '08:00' },
      'no crew with Water Tank Cleaning free at 8:00',
    ],
    [
      'one free, two needed',
      [cleaner('Ravi'), cleaner('Sunita', { free: false })],
      { serviceName: 'Water Tank Cleaning', time: '14:30', crewSize: 2 },
      'no crew of 2 with Water Tank Cleaning free at 14:30',
    ],
    [
      'nobody marked for the service at all',
      [cleaner('Ravi', { skilled: false }), cleaner('Sunita', { skilled: false })],
      { serviceName: 'Office Cleaning' },
      'no crew of 1 marked for Office Cleaning',
    ],
    ['no cleaners at all', [], {}, 'no crew of 1 marked for Home Cleaning'],
  ])('%s', (_, candidates, jobOver, expected, explanation) => {
    const choice = chooseCrew(candidates, { ...job, ...jobOver });
    if (typeof expected === 'string') {
      expect(choice).toEqual({ ok: false, reason: expected });
      return;
    }
    expect(choice.ok).toBe(true);
    if (!choice.ok) return;
    expect(choice.crew).toEqual(expected);
    if (explanation) expect(choice.explanation).toBe(explanation);
  });

  it('caps the distance at 40 km: 300 km away scores as 45 km away', () => {
    expect(dispatchScore(cleaner('A', { from: east(300) }), job)).toBe(
      dispatchScore(cleaner('B', { from: east(45) }), job),
    );
  });
});
