import type { CleanerJob } from './cleaner-job';

/** A job as the cleaner app shows it, for component tests: an assigned 2 BHK clean; tests override what they test. */
export const sampleJob = (over: Partial<CleanerJob> = {}): CleanerJob => ({
  id: 'j1',
  reference: 'J1',
  status: 'assigned',
  serviceName: 'Home Cleaning',
  packageName: '2 BHK Deep',
  date: '2026-11-23',
  time: '14:00',
  durationMinutes: 150,
  quantity: 1,
  measurementUnit: 'sq.ft',
  coWorkers: [],
  address: {
    line1: '4 Race Course Road',
    line2: '',
    city: 'Indore',
    state: 'Madhya Pradesh',
    pincode: '452001',
  },
  customerName: 'Nisha Kapoor',
  customerPhone: '9876543210',
  canCall: false,
  instructions: 'Ring twice',
  onMyWayAt: null,
  amountToCollect: 0,
  ...over,
});
