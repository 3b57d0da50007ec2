-- Issue 35: a booking that becomes confirmed (its payment hold cleared, or booked confirmed at once by an
-- admin) wakes the dispatch job in every process, after the commit (NOTIFY is delivered on commit, once per
-- transaction for identical payloads). A held booking's insert and a hold's release notify nobody.
CREATE OR REPLACE FUNCTION "chamak_dispatch_notify"() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('chamak_dispatch', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "bookings_confirmed_dispatch" AFTER UPDATE OF "hold_expires_at" ON "bookings"
FOR EACH ROW WHEN (OLD."hold_expires_at" IS NOT NULL AND NEW."hold_expires_at" IS NULL AND NEW."status" = 'pending')
EXECUTE FUNCTION "chamak_dispatch_notify"();
--> statement-breakpoint
CREATE TRIGGER "bookings_booked_dispatch" AFTER INSERT ON "bookings"
FOR EACH ROW WHEN (NEW."hold_expires_at" IS NULL AND NEW."status" = 'pending')
EXECUTE FUNCTION "chamak_dispatch_notify"();
