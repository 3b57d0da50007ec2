-- Hiring cleaners and the crew a customer sees (issue 38 parts 3 and 4; docs/decisions/049-cleaner-hiring.md):
-- applications from the public "Work with us" page, the codes proving their mobiles, and each cleaner's photo and
-- police verification day. New tables only.
CREATE TABLE IF NOT EXISTS "cleaner_applications" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" text NOT NULL,
  "phone" text NOT NULL,
  "email" text,
  "city" text NOT NULL,
  "service_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "experience_years" integer DEFAULT 0 NOT NULL,
  "availability" text NOT NULL,
  "language" text DEFAULT 'en' NOT NULL,
  "state" text DEFAULT 'screening' NOT NULL,
  "id_photo_key" text,
  "id_photo_type" text,
  "portrait_key" text,
  "portrait_type" text,
  "aadhaar_last4" text,
  "police_status" text DEFAULT 'not-started' NOT NULL,
  "police_date" date,
  "training" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "cleaner_id" uuid REFERENCES "users"("id") ON DELETE set null,
  "rejection_note" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cleaner_applications_state_check" CHECK ("state" in ('screening', 'documents', 'police', 'training', 'active', 'rejected')),
  CONSTRAINT "cleaner_applications_aadhaar_check" CHECK ("aadhaar_last4" IS NULL OR "aadhaar_last4" ~ '^[0-9]{4}$')
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cleaner_applications_state_idx" ON "cleaner_applications" ("state", "created_at");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cleaner_applications_phone_idx" ON "cleaner_applications" ("phone");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "cleaner_applications_updated_idx" ON "cleaner_applications" ("updated_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "application_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "number" text NOT NULL,
  "code_hash" text NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "closed_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "application_codes_number_idx" ON "application_codes" ("number", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "cleaner_profiles" (
  "cleaner_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "photo_key" text,
  "photo_type" text,
  "police_verified_on" date,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
