-- Cleaners' time is kept by the database: no two overlapping holds for one cleaner (btree_gist gives uuid '=' in GiST).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_no_overlap"
  EXCLUDE USING gist ("cleaner_id" WITH =, "during" WITH &&);--> statement-breakpoint
ALTER TABLE "booking_assignments" ADD CONSTRAINT "booking_assignments_during_check"
  CHECK (NOT isempty("during") AND NOT lower_inf("during") AND NOT upper_inf("during"));--> statement-breakpoint
-- Existing catalogues get the seed's durations and crews (docs/decisions/002-durations-and-crews.md).
UPDATE "packages" p SET "duration_minutes" = t.d, "minutes_per_unit" = t.u, "crew_size" = t.c
FROM "services" s, (VALUES
  ('office-cleaning', 'Basic', 30, 15, 1),
  ('office-cleaning', 'Premium', 30, 25, 2),
  ('home-cleaning', '1 BHK Standard', 510, 0, 1),
  ('home-cleaning', '1 BHK Deep Clean', 360, 0, 2),
  ('home-cleaning', '2 BHK Standard', 420, 0, 2),
  ('home-cleaning', '2 BHK Deep Clean', 480, 0, 2),
  ('home-cleaning', '3 BHK', 480, 0, 3),
  ('kitchen-cleaning', 'Normal', 150, 0, 1),
  ('kitchen-cleaning', 'Deep/Modular', 240, 0, 2),
  ('sofa-cleaning', 'Normal', 0, 45, 1),
  ('sofa-cleaning', 'Premium', 0, 60, 1),
  ('shop-cleaning', 'Basic', 120, 0, 1),
  ('shop-cleaning', 'Complete', 180, 0, 2),
  ('water-tank-cleaning', 'Basic', 0, 90, 2),
  ('water-tank-cleaning', 'Deep', 0, 120, 2),
  ('bathroom-cleaning', 'Normal', 0, 60, 1),
  ('bathroom-cleaning', 'Classic', 0, 80, 1)
) AS t(slug, name, d, u, c)
WHERE p."service_id" = s."id" AND s."slug" = t.slug AND p."name" = t.name;--> statement-breakpoint
-- Existing bookings: their duration and crew from the package, start and end as instants (IST is UTC+05:30).
UPDATE "bookings" b SET
  "duration_minutes" = GREATEST(1, COALESCE(p."duration_minutes" + p."minutes_per_unit" * (CASE s."pricing_type"
    WHEN 'unit' THEN ceil(b."area_sqft")::int
    WHEN 'sq.ft' THEN ceil(b."area_sqft" / 100)::int
    ELSE 0 END), 60)),
  "crew_size" = COALESCE(p."crew_size", 1)
FROM "services" s, "packages" p
WHERE s."id" = b."service_id" AND p."id" = b."package_id";--> statement-breakpoint
UPDATE "bookings" SET
  "starts_at" = (("scheduled_date" + "scheduled_time"::time) - interval '330 minutes') AT TIME ZONE 'UTC',
  "ends_at" = (("scheduled_date" + "scheduled_time"::time) - interval '330 minutes' + make_interval(mins => "duration_minutes")) AT TIME ZONE 'UTC';--> statement-breakpoint
-- Bookings that had a cleaner keep them where the cleaner's time allows (a 30-minute travel buffer).
INSERT INTO "booking_assignments" ("booking_id", "cleaner_id", "during", "kind")
SELECT "id", "cleaner_id", tstzrange("starts_at", "ends_at" + interval '30 minutes', '[)'), 'assigned'
FROM "bookings"
WHERE "cleaner_id" IS NOT NULL AND "status" <> 'cancelled'
ORDER BY "created_at"
ON CONFLICT DO NOTHING;
