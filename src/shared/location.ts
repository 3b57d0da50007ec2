import { z } from 'zod';

/** A phone's position as the Geolocation API reports it: degrees, and its accuracy radius in metres. */
export const positionInputSchema = z.strictObject({
  lat: z
    .number({ error: 'Latitude is a number' })
    .min(-90, 'Latitude is between -90 and 90')
    .max(90, 'Latitude is between -90 and 90'),
  lng: z
    .number({ error: 'Longitude is a number' })
    .min(-180, 'Longitude is between -180 and 180')
    .max(180, 'Longitude is between -180 and 180'),
  accuracy: z
    .number({ error: 'Accuracy is a number of metres' })
    .min(0, 'Accuracy is a number of metres')
    .max(100_000, 'Accuracy is at most 100 km'),
});
export type PositionInput = z.infer<typeof positionInputSchema>;

const pointSchema = z.object({ lat: z.number(), lng: z.number() });

/** GET /api/bookings/:id/location: where the crew on the way last was, and how far and how long from the address. */
export const crewLocationDtoSchema = z.object({
  /** On my way was said and positions are still shared (until the start, or two hours). */
  live: z.boolean(),
  position: z
    .object({ lat: z.number(), lng: z.number(), accuracy: z.number(), recordedAt: z.string() })
    .nullable(),
  /** The address's coordinates (its own point, else its PIN area's centre), when known. */
  destination: pointSchema.nullable(),
  /** Which of the two the destination is ('address': exact); absent from older servers. */
  destinationSource: z.enum(['address', 'pin']).nullable().optional(),
  distanceMetres: z.number().nullable(),
  etaMinutes: z.number().nullable(),
  /** The map tiles' URL template ({z}/{x}/{y}); null: no tiles, the map draws only the two points. */
  tileUrl: z.string().nullable(),
});
export type CrewLocationDto = z.infer<typeof crewLocationDtoSchema>;

/** GET /api/admin/crews-on-the-way: every crew on the way now, for the Today board. */
export const crewOnTheWayDtoSchema = crewLocationDtoSchema.omit({ live: true, tileUrl: true }).extend({
  bookingId: z.string(),
  reference: z.string(),
  cleanerName: z.string(),
  customerName: z.string(),
  scheduledTime: z.string(),
  area: z.string(),
  onMyWayAt: z.string(),
});
export type CrewOnTheWayDto = z.infer<typeof crewOnTheWayDtoSchema>;

/** GET /api/admin/bookings/:id/attendance: the phone's position at start and at completion. */
export const attendanceDtoSchema = z.object({
  event: z.enum(['start', 'complete']),
  cleanerName: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number(),
  distanceMetres: z.number().nullable(),
  /** What the distance is from: the address's own point, or its PIN area's centre. */
  distanceFrom: z.enum(['address', 'pin']).nullable(),
  /** Started far from the address (ATTENDANCE_FAR_METRES): flagged for the office, never refused. */
  far: z.boolean(),
  recordedAt: z.string(),
});
export type AttendanceDto = z.infer<typeof attendanceDtoSchema>;

/** GET /api/admin/crews-on-the-way and GET /api/admin/bookings/:id/attendance. */
export const crewsOnTheWaySchema = z.object({ crews: z.array(crewOnTheWayDtoSchema) });
export const bookingAttendanceSchema = z.object({ attendance: z.array(attendanceDtoSchema) });
