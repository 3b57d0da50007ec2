-- Home packages that still have the old times (a deep clean shorter than the spec's 1 BHK Standard) get the
-- seed's (issue 37; docs/decisions/004-durations-and-crews.md). Times an admin changed are left as they are.
UPDATE "packages" p SET "duration_minutes" = t.d, "crew_size" = t.c, "duration" = t.text
FROM "services" s, (VALUES
  ('1 BHK Deep Clean', 360, 540, 2, 'About 9 hrs'),
  ('2 BHK Standard', 420, 540, 2, 'About 9 hrs'),
  ('2 BHK Deep Clean', 480, 570, 3, 'About 9 hrs 30 mins'),
  ('3 BHK', 480, 570, 3, 'About 9 hrs 30 mins')
) AS t(name, old, d, c, text)
WHERE p."service_id" = s."id" AND s."slug" = 'home-cleaning' AND p."name" = t.name
  AND p."duration_minutes" = t.old;
