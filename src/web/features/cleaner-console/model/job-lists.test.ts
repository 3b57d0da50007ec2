import { describe, expect, it } from 'vitest';
import { toCleanerJob, type CleanerJob } from './cleaner-job';
import { endTime, formatDuration, mapLink, splitJobs, telLink } from './job-lists';

const job = (over: Partial<CleanerJob>): CleanerJob => ({
  id: 'j',
  reference: 'J',
  status: 'assigned',
  serviceName: 'Home Cleaning',
  packageName: '1 BHK',
  date: '2026-11-23',
  time: '10:00',
  quantity: 1,
  measurementUnit: 'sq.ft',
  coWorkers: [],
  durationMinutes: 120,
  address: { line1: '12 MG Road', line2: '', city: 'Pune', state: 'Maharashtra', pincode: '411001' },
  customerName: 'Priya',
  customerPhone: '9876543210',
  canCall: false,
  instructions: '',
  onMyWayAt: null,
  amountToCollect: 0,
  ...over,
});

describe('the cleaner’s job lists', () => {
  const jobs = [
    job({ id: 'late', time: '15:00' }),
    job({ id: 'early', time: '08:30' }),
    job({ id: 'cancelled', status: 'cancelled' }),
    job({ id: 'tomorrow', date: '2026-11-24' }),
    job({ id: 'next-week', date: '2026-11-30' }),
    job({ id: 'too-far', date: '2026-12-01' }),
    job({ id: 'done-1', date: '2026-11-02', status: 'completed', durationMinutes: 90 }),
    job({ id: 'done-2', date: '2026-11-20', status: 'completed', durationMinutes: 150 }),
    job({ id: 'last-month', date: '2026-10-30', status: 'completed', durationMinutes: 600 }),
  ];
  const lists = splitJobs(jobs, '2026-11-23');
  it('orders today’s jobs by time and leaves cancelled ones out', () =>
    expect(lists.today.map((j) => j.id)).toEqual(['early', 'late']));
  it('shows the next seven days as upcoming', () =>
    expect(lists.upcoming.map((j) => j.id)).toEqual(['tomorrow', 'next-week']));
  it('lists this month’s completed jobs newest first and adds up their hours', () => {
    expect(lists.history.map((j) => j.id)).toEqual(['done-2', 'done-1']);
    expect(lists.hoursThisMonth).toBe(4);
  });
});

describe('job details', () => {
  it.each([
    [45, '45 min'],
    [60, '1 h'],
    [150, '2 h 30 min'],
  ])('%d minutes read %s', (m, text) => expect(formatDuration(m)).toBe(text));
  it('ends a 10:30 job of 150 minutes at 13:00', () => expect(endTime('10:30', 150)).toBe('13:00'));
  it('calls an Indian mobile with +91', () => expect(telLink('98765 43210')).toBe('tel:+919876543210'));
  it('searches the address on a map', () =>
    expect(mapLink(job({}).address)).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20MG%20Road%2C%20Pune%2C%20Maharashtra%2C%20411001',
    ));
  it("opens the map at the address's exact point when it has one", () =>
    expect(mapLink({ ...job({}).address, point: { lat: 22.7196, lng: 75.8577 } })).toBe(
      'https://www.google.com/maps/search/?api=1&query=22.719600%2C75.857700',
    ));
  it('reads a job from start and end instants in India time', () => {
    const j = toCleanerJob({
      id: 'abcdef123456',
      status: 'assigned',
      serviceName: 'Sofa Cleaning',
      packageName: '5 seats',
      startsAt: '2026-11-23T04:30:00.000Z',
      endsAt: '2026-11-23T06:00:00.000Z',
      customer: { name: 'Asha', phone: '9000000001' },
    });
    expect(j).toMatchObject({
      date: '2026-11-23',
      time: '10:00',
      durationMinutes: 90,
      reference: 'ABCDEF12',
    });
    expect(j.customerName).toBe('Asha');
  });
});
