-- The cap on bookings awaiting payment, kept by the database in one call (docs/product-rules.md#booked-means-confirmed).
-- Locks the account's row to the end of the caller's transaction, so one account's bookings are counted one at a
-- time, then counts its held bookings (a held series counts once). A VOLATILE function reads with a fresh snapshot
-- per statement, so the count, taken after the lock, sees a concurrent booking that committed while this one
-- waited: it can run inside the booking's own insert statement (bookings.repository.ts, insertHeldVisit) and still
-- count in turn. Raises 'TOO_MANY_UNPAID' (SQLSTATE P0001) when the account is at its allowance.
CREATE OR REPLACE FUNCTION "chamak_assert_under_hold_cap"(p_user uuid, p_max integer) RETURNS boolean
LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM 1 FROM "users" WHERE "id" = p_user FOR UPDATE;
  IF (SELECT count(DISTINCT coalesce("series_id", "id")) FROM "bookings"
      WHERE "user_id" = p_user AND "hold_expires_at" IS NOT NULL AND "status" <> 'cancelled') >= p_max THEN
    RAISE EXCEPTION 'TOO_MANY_UNPAID' USING ERRCODE = 'P0001';
  END IF;
  RETURN true;
END;
$$;
