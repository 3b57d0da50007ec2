-- Each cleaner's completed work per day (issue 34 part 5): payouts and earnings add up a period's days (500
-- cleaners × 7 rows for a week) instead of joining the period's bookings, crews and ratings on every request.
-- Triggers keep it equal to the completed visits of the confirmed crews the cleaner was on, by the visit's date,
-- with their minutes and their stars, whoever writes them.
CREATE TABLE IF NOT EXISTS "cleaner_day_work" (
  "cleaner_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "day" date NOT NULL,
  "jobs" integer DEFAULT 0 NOT NULL,
  "minutes" integer DEFAULT 0 NOT NULL,
  "stars" integer DEFAULT 0 NOT NULL,
  "rated" integer DEFAULT 0 NOT NULL,
  CONSTRAINT "cleaner_day_work_pk" PRIMARY KEY ("cleaner_id", "day")
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cleaner_day_work_day_idx" ON "cleaner_day_work" ("day");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION cleaner_day_work_move(
  who uuid, on_day date, by_jobs integer, by_minutes integer, by_stars integer, by_rated integer
) RETURNS void AS $$
BEGIN
  INSERT INTO cleaner_day_work (cleaner_id, day) VALUES (who, on_day) ON CONFLICT (cleaner_id, day) DO NOTHING;
  UPDATE cleaner_day_work
    SET jobs = jobs + by_jobs, minutes = minutes + by_minutes, stars = stars + by_stars, rated = rated + by_rated
    WHERE cleaner_id = who AND day = on_day;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- One crew member's share of a completed visit, added (sign 1) or taken away (-1): the visit, its minutes, and
-- its stars when rated. The day and minutes are passed in: an UPDATE's old values are no longer in the table.
CREATE OR REPLACE FUNCTION cleaner_day_work_count(
  who uuid, visit uuid, on_day date, visit_minutes integer, sign integer
) RETURNS void AS $$
DECLARE
  given integer;
BEGIN
  SELECT rating INTO given FROM booking_ratings WHERE booking_id = visit;
  PERFORM cleaner_day_work_move(who, on_day, sign, sign * visit_minutes,
    sign * COALESCE(given, 0), CASE WHEN given IS NULL THEN 0 ELSE sign END);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- A visit completed (or no longer), or a completed visit moved to another day or length: its crew's days move
-- by the whole visit, its stars included. Deletes count BEFORE the row goes (the cascade then finds no visit).
CREATE OR REPLACE FUNCTION cleaner_day_work_on_visit() RETURNS trigger AS $$
DECLARE
  member uuid;
BEGIN
  FOR member IN
    SELECT cleaner_id FROM booking_assignments
    WHERE booking_id = COALESCE(NEW.id, OLD.id) AND kind = 'assigned' ORDER BY cleaner_id
  LOOP
    IF OLD.status = 'completed' THEN
      PERFORM cleaner_day_work_count(member, OLD.id, OLD.scheduled_date, OLD.duration_minutes, -1);
    END IF;
    IF TG_OP = 'UPDATE' AND NEW.status = 'completed' THEN
      PERFORM cleaner_day_work_count(member, NEW.id, NEW.scheduled_date, NEW.duration_minutes, 1);
    END IF;
  END LOOP;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
-- Only updates that touch a completed visit's count call the function (a booking's other changes never do).
CREATE TRIGGER cleaner_day_work_visit_update AFTER UPDATE ON bookings
  FOR EACH ROW WHEN (
    (OLD.status = 'completed' OR NEW.status = 'completed')
    AND (OLD.status IS DISTINCT FROM NEW.status OR OLD.scheduled_date IS DISTINCT FROM NEW.scheduled_date
      OR OLD.duration_minutes IS DISTINCT FROM NEW.duration_minutes)
  ) EXECUTE FUNCTION cleaner_day_work_on_visit();
--> statement-breakpoint
CREATE TRIGGER cleaner_day_work_visit_delete BEFORE DELETE ON bookings
  FOR EACH ROW WHEN (OLD.status = 'completed') EXECUTE FUNCTION cleaner_day_work_on_visit();
--> statement-breakpoint
-- A cleaner joining or leaving the confirmed crew of a completed visit takes the visit with them.
CREATE OR REPLACE FUNCTION cleaner_day_work_on_crew() RETURNS trigger AS $$
DECLARE
  visit record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.kind = 'assigned' THEN
    SELECT id, scheduled_date, duration_minutes INTO visit FROM bookings WHERE id = OLD.booking_id AND status = 'completed';
    IF FOUND THEN
      PERFORM cleaner_day_work_count(OLD.cleaner_id, visit.id, visit.scheduled_date, visit.duration_minutes, -1);
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') AND NEW.kind = 'assigned' THEN
    SELECT id, scheduled_date, duration_minutes INTO visit FROM bookings WHERE id = NEW.booking_id AND status = 'completed';
    IF FOUND THEN
      PERFORM cleaner_day_work_count(NEW.cleaner_id, visit.id, visit.scheduled_date, visit.duration_minutes, 1);
    END IF;
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cleaner_day_work_crew_insert AFTER INSERT ON booking_assignments
  FOR EACH ROW WHEN (NEW.kind = 'assigned') EXECUTE FUNCTION cleaner_day_work_on_crew();
--> statement-breakpoint
CREATE TRIGGER cleaner_day_work_crew_delete BEFORE DELETE ON booking_assignments
  FOR EACH ROW WHEN (OLD.kind = 'assigned') EXECUTE FUNCTION cleaner_day_work_on_crew();
--> statement-breakpoint
CREATE TRIGGER cleaner_day_work_crew_update AFTER UPDATE ON booking_assignments
  FOR EACH ROW WHEN (
    (OLD.kind = 'assigned' OR NEW.kind = 'assigned')
    AND (OLD.kind IS DISTINCT FROM NEW.kind OR OLD.cleaner_id IS DISTINCT FROM NEW.cleaner_id
      OR OLD.booking_id IS DISTINCT FROM NEW.booking_id)
  ) EXECUTE FUNCTION cleaner_day_work_on_crew();
--> statement-breakpoint
-- A completed visit's stars given, changed or removed move its crew's day.
CREATE OR REPLACE FUNCTION cleaner_day_work_on_rating() RETURNS trigger AS $$
DECLARE
  member uuid;
  on_day date;
  by_stars integer := COALESCE(NEW.rating, 0) - COALESCE(OLD.rating, 0);
  by_rated integer := CASE TG_OP WHEN 'INSERT' THEN 1 WHEN 'DELETE' THEN -1 ELSE 0 END;
BEGIN
  SELECT scheduled_date INTO on_day FROM bookings
    WHERE id = COALESCE(NEW.booking_id, OLD.booking_id) AND status = 'completed';
  IF FOUND THEN
    FOR member IN
      SELECT cleaner_id FROM booking_assignments
      WHERE booking_id = COALESCE(NEW.booking_id, OLD.booking_id) AND kind = 'assigned' ORDER BY cleaner_id
    LOOP
      PERFORM cleaner_day_work_move(member, on_day, 0, 0, by_stars, by_rated);
    END LOOP;
  END IF;
  RETURN COALESCE(NEW, OLD);
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cleaner_day_work_rating AFTER INSERT OR UPDATE OF rating ON booking_ratings
  FOR EACH ROW EXECUTE FUNCTION cleaner_day_work_on_rating();
--> statement-breakpoint
CREATE TRIGGER cleaner_day_work_rating_delete BEFORE DELETE ON booking_ratings
  FOR EACH ROW EXECUTE FUNCTION cleaner_day_work_on_rating();
--> statement-breakpoint
INSERT INTO cleaner_day_work (cleaner_id, day, jobs, minutes, stars, rated)
  SELECT a.cleaner_id, b.scheduled_date, count(*), sum(b.duration_minutes), COALESCE(sum(r.rating), 0), count(r.rating)
  FROM bookings b
  JOIN booking_assignments a ON a.booking_id = b.id AND a.kind = 'assigned'
  LEFT JOIN booking_ratings r ON r.booking_id = b.id
  WHERE b.status = 'completed'
  GROUP BY a.cleaner_id, b.scheduled_date
ON CONFLICT (cleaner_id, day) DO UPDATE
  SET jobs = EXCLUDED.jobs, minutes = EXCLUDED.minutes, stars = EXCLUDED.stars, rated = EXCLUDED.rated;
