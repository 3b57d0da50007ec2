/**
 * Forming a crew around the cleaner an admin chose as lead (`PATCH /api/bookings/:id/assign
 * {cleanerId}` on a job that needs more than one cleaner).
 *
 * - The chosen cleaner leads. Already in the crew: the crew is only reordered.
 * - Not in it: they are swapped in and the rest stay. When the crew is full, one member gives way: the
 *   former lead (the one being replaced), or with no lead yet the first reserved member.
 * - Members no longer free for the whole job drop out; empty places are filled with free cleaners,
 *   least loaded first (the order booking uses).
 *
 * Whether the lead is free is the caller's check (it knows why not).
 */
export interface CrewAroundInput {
  lead: string;
  /** The booking's crew now, its lead first. */
  crew: readonly string[];
  /** Cleaners free for the whole job, least loaded first (the booking's own crew counts as free). */
  free: readonly string[];
  crewSize: number;
}

export type CrewAroundResult =
  | { ok: true; crew: string[] }
  /** Fewer cleaners than the job needs could join the lead: how many could. */
  | { ok: false; othersFree: number };

export function formCrewAround({ lead, crew, free, crewSize }: CrewAroundInput): CrewAroundResult {
  const places = Math.max(0, crewSize - 1);
  const isFree = new Set(free);
  const kept = crew.filter((id) => id !== lead && isFree.has(id));
  // A full crew makes room from the front: the former lead gives way first.
  const others = kept.slice(Math.max(0, kept.length - places));
  for (const id of free) {
    if (others.length >= places) break;
    if (id !== lead && !others.includes(id)) others.push(id);
  }
  if (others.length < places) return { ok: false, othersFree: others.length };
  return { ok: true, crew: [lead, ...others] };
}
