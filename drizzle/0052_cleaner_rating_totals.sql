-- Each cleaner's stars kept as a running total (issue 34 part 5): the Today board, My Bookings and a cleaner's
-- jobs read one row per cleaner instead of averaging every rating of the year on each request. Triggers keep it
-- equal to the ratings of the visits the cleaner is on the confirmed crew of, whoever writes them.
CREATE TABLE IF NOT EXISTS "cleaner_rating_totals" (
  "cleaner_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "stars" bigint DEFAULT 0 NOT NULL,
  "ratings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cleaner_rating_totals_move(who uuid, by_stars integer, by_ratings integer) RETURNS void AS $$
BEGIN
  INSERT INTO cleaner_rating_totals (cleaner_id) VALUES (who) ON CONFLICT (cleaner_id) DO NOTHING;
  UPDATE cleaner_rating_totals SET stars = stars + by_stars, ratings = ratings + by_ratings WHERE cleaner_id = who;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A rating given, changed or removed moves the totals of everyone on the visit's confirmed crew (in id order, so
-- two ratings of one crew cannot deadlock).
CREATE OR REPLACE FUNCTION cleaner_rating_totals_on_rating() RETURNS trigger AS $$
DECLARE
  member uuid;
  visit uuid := COALESCE(NEW.booking_id, OLD.booking_id);
  by_stars integer := COALESCE(NEW.rating, 0) - COALESCE(OLD.rating, 0);
  by_ratings integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
BEGIN
  FOR member IN
    SELECT cleaner_id FROM booking_assignments WHERE booking_id = visit AND kind = 'assigned' ORDER BY cleaner_id
  LOOP
    PERFORM cleaner_rating_totals_move(member, by_stars, by_ratings);
  END LOOP;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Deletes are counted BEFORE the row goes: when a booking is deleted, its rating and its crew go in one cascade,
-- and an AFTER trigger of either would find the other already gone.
CREATE TRIGGER cleaner_rating_totals_rating AFTER INSERT OR UPDATE OF rating ON booking_ratings
  FOR EACH ROW EXECUTE FUNCTION cleaner_rating_totals_on_rating();
--> statement-breakpoint
CREATE TRIGGER cleaner_rating_totals_rating_delete BEFORE DELETE ON booking_ratings
  FOR EACH ROW EXECUTE FUNCTION cleaner_rating_totals_on_rating();
--> statement-breakpoint
-- A cleaner joining or leaving the confirmed crew of a rated visit takes its stars with them.
CREATE OR REPLACE FUNCTION cleaner_rating_totals_on_crew() RETURNS trigger AS $$
DECLARE
  given integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind = 'assigned' THEN
    SELECT rating INTO given FROM booking_ratings WHERE booking_id = OLD.booking_id;
    IF FOUND THEN PERFORM cleaner_rating_totals_move(OLD.cleaner_id, -given, -1); END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.kind = 'assigned' THEN
    SELECT rating INTO given FROM booking_ratings WHERE booking_id = NEW.booking_id;
    IF FOUND THEN PERFORM cleaner_rating_totals_move(NEW.cleaner_id, given, 1); END IF;
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only rows of a confirmed crew: a booking's hold (kind 'reserved') never calls the function.
CREATE TRIGGER cleaner_rating_totals_crew_insert AFTER INSERT ON booking_assignments
  FOR EACH ROW WHEN (NEW.kind = 'assigned') EXECUTE FUNCTION cleaner_rating_totals_on_crew();
--> statement-breakpoint
CREATE TRIGGER cleaner_rating_totals_crew_delete BEFORE DELETE ON booking_assignments
  FOR EACH ROW WHEN (OLD.kind = 'assigned') EXECUTE FUNCTION cleaner_rating_totals_on_crew();
--> statement-breakpoint
CREATE TRIGGER cleaner_rating_totals_crew_update AFTER UPDATE ON booking_assignments
  FOR EACH ROW WHEN (
    (OLD.kind = 'assigned' OR NEW.kind = 'assigned')
    AND (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.cleaner_id IS DISTINCT FROM NEW.cleaner_id
      OR OLD.booking_id IS DISTINCT FROM NEW.booking_id)
  ) EXECUTE FUNCTION cleaner_rating_totals_on_crew();
--> statement-breakpoint
INSERT INTO cleaner_rating_totals (cleaner_id, stars, ratings)
  SELECT a.cleaner_id, sum(r.rating), count(*)
  FROM booking_ratings r JOIN booking_assignments a ON a.booking_id = r.booking_id AND a.kind = 'assigned'
  GROUP BY a.cleaner_id
ON CONFLICT (cleaner_id) DO UPDATE SET stars = EXCLUDED.stars, ratings = EXCLUDED.ratings;
