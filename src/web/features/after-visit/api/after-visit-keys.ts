/** After a visit: its proof, tips, the customer's complaints and a re-clean's free times. */
export const afterVisitKeys = {
  proof: (bookingId: string) => ['job-proof', bookingId] as const,
  tips: (bookingId: string) => ['tips', bookingId] as const,
  myComplaints: () => ['complaints', 'mine'] as const,
  /** Not under 'admin': an admin action refetches those, and this one answers 409 once the re-clean is booked. */
  recleanSlots: (complaintId: string, date: string) => ['reclean-slots', complaintId, date] as const,
};
