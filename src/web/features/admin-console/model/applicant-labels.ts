import type { ApplicationState, Availability, PoliceStatus } from '../../../../shared/domain/hiring';

/** The admin console's words for an application's facts (English only). */
export const applicationStateLabels: Record<ApplicationState, string> = {
  screening: 'Screening',
  documents: 'Documents',
  police: 'Police verification',
  training: 'Training',
  active: 'Active',
  rejected: 'Rejected',
};

export const applicationStateTones: Record<ApplicationState, string> = {
  screening: 'bg-slate-100 text-slate-800',
  documents: 'bg-blue-100 text-blue-900',
  police: 'bg-amber-100 text-amber-900',
  training: 'bg-purple-100 text-purple-900',
  active: 'bg-green-100 text-green-900',
  rejected: 'bg-red-100 text-red-900',
};

export const availabilityLabels: Record<Availability, string> = {
  'full-time': 'Full time',
  'part-time': 'Part time',
  weekends: 'Weekends',
};

export const policeStatusLabels: Record<PoliceStatus, string> = {
  'not-started': 'Not started',
  submitted: 'Submitted',
  cleared: 'Cleared',
  failed: 'Failed',
};
