-- Day plans (issue 35 part 3, docs/dispatch-planner.md): the last plan proposed for a date (the crews it
-- gives each booking, the crews it was planned from, kilometres before and after), when and by whom it was
-- applied, and whether the day-ahead job re-planned that date; and the days an admin locked against
-- re-planning. New tables only (expand).
CREATE TABLE IF NOT EXISTS "dispatch_day_plans" (
  "date" date PRIMARY KEY NOT NULL,
  "plan" jsonb NOT NULL,
  "planned_from" jsonb NOT NULL,
  "km_before" double precision NOT NULL,
  "km_after" double precision NOT NULL,
  "made_by" uuid REFERENCES "users"("id"),
  "made_at" timestamp with time zone DEFAULT now() NOT NULL,
  "applied_at" timestamp with time zone,
  "applied_by" uuid REFERENCES "users"("id"),
  "auto_applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "dispatch_day_locks" (
  "date" date PRIMARY KEY NOT NULL,
  "locked_by" uuid REFERENCES "users"("id"),
  "locked_at" timestamp with time zone DEFAULT now() NOT NULL
);
