-- Pay after service chosen for a series holds for each visit still to be paid (it was stored on the first visit only,
-- so the later ones read as unpaid and abandoned).
UPDATE "bookings" AS "b"
SET "payment_method" = 'pay_after_service', "updated_at" = now()
WHERE "b"."series_id" IS NOT NULL
  AND "b"."payment_method" IS NULL
  AND "b"."payment_status" = 'unpaid'
  AND "b"."status" <> 'cancelled'
  AND "b"."hold_expires_at" IS NULL
  AND EXISTS (
    SELECT 1 FROM "bookings" AS "f"
    WHERE "f"."series_id" = "b"."series_id" AND "f"."payment_method" = 'pay_after_service'
  );
