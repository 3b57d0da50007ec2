import { describe, expect, it } from 'vitest';
import {
  fitsWorkingHours,
  freeCleanersFor,
  freeCrewCount,
  heldSpan,
  isFreeFor,
  onLeave,
  pickCrew,
  workingWindow,
  type CleanerCalendar,
  type JobRequest,
} from './crew-calendar';

// 2026-12-07 is a Monday.
const monday = '2026-12-07';
const job = (time: string, durationMinutes: number, date = monday): JobRequest => ({
  date,
  time,
  durationMinutes,
  bufferMinutes: 30,
});
const cleaner = (id: string, over: Partial<CleanerCalendar> = {}): CleanerCalendar => ({
  id,
  name: id,
  hours: [],
  leaves: [],
  held: [],
  ...over,
});

describe('working hours', () => {
  it.each([
    [[], '08:00', 510, true],
    [[], '11:00', 510, true],
    [[], '12:00', 510, false],
    [[], '17:00', 510, false],
    [[], '18:00', 120, true],
    [[], '18:00', 121, false],
    [[{ weekday: 1, start: '10:00', end: '14:00' }], '09:00', 60, false],
    [[{ weekday: 1, start: '10:00', end: '14:00' }], '10:00', 240, true],
    [[{ weekday: 1, start: '10:00', end: '14:00' }], '13:00', 90, false],
    [[{ weekday: 2, start: '08:00', end: '20:00' }], '10:00', 60, false],
  ])('hours %j: a job at %s of %d minutes fits: %s', (hours, time, minutes, fits) =>
    expect(fitsWorkingHours(hours, { date: monday, time, durationMinutes: minutes })).toBe(fits),
  );

  it('reads no rows as 08:00-20:00 every day and a missing weekday as a day off', () => {
    expect(workingWindow([], monday)).toEqual({ start: '08:00', end: '20:00' });
    expect(workingWindow([{ weekday: 0, start: '09:00', end: '13:00' }], monday)).toBeNull();
  });
});

describe('leave', () => {
  it.each([
    [[{ fromDate: '2026-12-07', toDate: '2026-12-07' }], true],
    [[{ fromDate: '2026-12-01', toDate: '2026-12-10' }], true],
    [[{ fromDate: '2026-12-08', toDate: '2026-12-10' }], false],
    [[{ fromDate: '2026-12-01', toDate: '2026-12-06' }], false],
  ])('%j covers Monday: %s', (leaves, covered) => expect(onLeave(leaves, monday)).toBe(covered));
});

describe('buffers', () => {
  const allDay = heldSpan(job('08:00', 510));
  it('holds an 08:00 job of 8 h 30 min until 17:00 (16:30 plus 30 minutes)', () => {
    expect(new Date(allDay.end).toISOString()).toBe('2026-12-07T11:30:00.000Z');
  });
  it.each([
    ['11:00', 60, false],
    ['16:00', 60, false],
    ['17:00', 60, true],
    ['18:00', 60, true],
  ])('after it, a job at %s (%d min) is free: %s', (time, minutes, free) =>
    expect(isFreeFor(cleaner('a', { held: [allDay] }), job(time, minutes))).toBe(free),
  );
  it('keeps the buffer before a later job too: a job ending at 11:00 cannot precede one at 11:00', () => {
    const eleven = heldSpan(job('11:00', 60));
    expect(isFreeFor(cleaner('a', { held: [eleven] }), job('10:00', 60))).toBe(false);
    expect(isFreeFor(cleaner('a', { held: [eleven] }), job('09:00', 120))).toBe(false);
    expect(isFreeFor(cleaner('a', { held: [eleven] }), job('09:00', 90))).toBe(true);
  });
});

describe('the free-crew search', () => {
  const busyMorning = heldSpan(job('08:00', 120));
  const busyEvening = heldSpan(job('17:00', 120));
  const shortJob = heldSpan(job('17:00', 30));
  it.each([
    [
      'least loaded first',
      [cleaner('a', { held: [busyEvening] }), cleaner('b'), cleaner('c', { held: [shortJob] })],
      1,
      ['b'],
    ],
    [
      'a crew of two, least loaded',
      [cleaner('a', { held: [busyEvening] }), cleaner('b'), cleaner('c', { held: [shortJob] })],
      2,
      ['b', 'c'],
    ],
    [
      'skips a cleaner on leave',
      [cleaner('a', { leaves: [{ fromDate: monday, toDate: monday }] }), cleaner('b', { held: [shortJob] })],
      1,
      ['b'],
    ],
    [
      'skips a cleaner whose hours end too early',
      [
        cleaner('a', { hours: [{ weekday: 1, start: '08:00', end: '10:30' }] }),
        cleaner('b', { held: [shortJob] }),
      ],
      1,
      ['b'],
    ],
    [
      'skips a cleaner holding an overlapping job',
      [cleaner('a', { held: [busyMorning] }), cleaner('b', { held: [shortJob] })],
      1,
      ['b'],
    ],
    ['none when the crew cannot be filled', [cleaner('a', { held: [busyMorning] }), cleaner('b')], 2, null],
    ['none when nobody is free', [cleaner('a', { held: [busyMorning] })], 1, null],
  ] as const)('%s', (_name, cleaners, crewSize, expected) =>
    expect(pickCrew(cleaners as unknown as CleanerCalendar[], job('09:00', 120), crewSize)).toEqual(expected),
  );

  const lateJob = heldSpan(job('15:00', 60));
  it.each([
    ['leads when free, though the busiest', [cleaner('a'), cleaner('b', { held: [lateJob] })], 1, 'b', ['b']],
    [
      'leads a crew of two, the least loaded beside',
      [cleaner('a'), cleaner('b', { held: [lateJob] }), cleaner('c')],
      2,
      'b',
      ['b', 'a'],
    ],
    ['changes nothing when busy then', [cleaner('a'), cleaner('b', { held: [busyMorning] })], 1, 'b', ['a']],
    ['changes nothing when unknown', [cleaner('a'), cleaner('b')], 1, 'z', ['a']],
    [
      'never fills a crew the others cannot',
      [cleaner('a', { held: [busyMorning] }), cleaner('b')],
      2,
      'b',
      null,
    ],
  ] as const)('a preferred cleaner %s', (_name, cleaners, crewSize, preferred, expected) =>
    expect(
      pickCrew(cleaners as unknown as CleanerCalendar[], job('09:00', 120), crewSize, preferred),
    ).toEqual(expected),
  );

  it('counts how many crews could take the job', () => {
    const four = ['a', 'b', 'c', 'd'].map((id) => cleaner(id));
    expect(freeCrewCount(four, job('09:00', 60), 1)).toBe(4);
    expect(freeCrewCount(four, job('09:00', 60), 2)).toBe(2);
    expect(freeCrewCount(four, job('09:00', 60), 3)).toBe(1);
    expect(freeCrewCount(four, job('17:00', 510), 1)).toBe(0);
  });
});

describe('the crew picked among many', () => {
  it('is the first of the free cleaners in order of load, a free preferred cleaner leading (fixed seed)', () => {
    let seed = 11;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const slots = ['08:00', '10:00', '12:00', '14:00', '16:00'];
    const many = Array.from({ length: 60 }, (_, i) =>
      cleaner(`id${String(i).padStart(2, '0')}`, {
        name: ['Ravi', 'arjun', 'Sunita', 'Meena'][i % 4]!,
        held: Array.from({ length: Math.floor(random() * 3) }, () =>
          heldSpan(job(slots[Math.floor(random() * slots.length)]!, 60)),
        ),
      }),
    );
    for (const time of slots)
      for (const crewSize of [1, 2, 4]) {
        const request = job(time, 90);
        const order = freeCleanersFor(many, request).map((c) => c.id);
        expect(pickCrew(many, request, crewSize)).toEqual(order.slice(0, crewSize));
        const preferred = order.at(-1)!;
        expect(pickCrew(many, request, crewSize, preferred)).toEqual(
          [preferred, ...order.filter((id) => id !== preferred)].slice(0, crewSize),
        );
      }
  });
});
