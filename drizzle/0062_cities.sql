-- Issue 38 part 2: cities (docs/decisions/051-cities.md). A city owns its PINs (service_pincodes.city_id), its
-- prices where they differ from the catalogue's (city_package_prices), its cleaners (users.city_id), its
-- coupons (coupons.city_id; null: every city), its working hours and GSTIN (one per state: two cities of one
-- state share it). A booking belongs to its address PIN's city (bookings.city_id). Expand only: every new
-- column is nullable (null: no city, the company's defaults, as before this release), and Indore, the one
-- city served until now, is created here and given today's PINs, cleaners and bookings.
CREATE TABLE IF NOT EXISTS "cities" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "slug" text NOT NULL,
  "name_en" text NOT NULL,
  "name_hi" text NOT NULL,
  "state" text NOT NULL,
  "gstin" text,
  "opening_time" text,
  "closing_time" text,
  "is_active" boolean DEFAULT true NOT NULL,
  "sort_order" integer DEFAULT 0 NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "cities_slug_unique" UNIQUE ("slug"),
  CONSTRAINT "cities_slug_check" CHECK ("slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
  CONSTRAINT "cities_gstin_check" CHECK ("gstin" IS NULL OR "gstin" ~ '^[0-9]{2}[A-Z0-9]{13}$'),
  CONSTRAINT "cities_hours_check" CHECK (
    ("opening_time" IS NULL OR "opening_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
    AND ("closing_time" IS NULL OR "closing_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'))
);
--> statement-breakpoint
INSERT INTO "cities" ("slug", "name_en", "name_hi", "state", "sort_order")
  VALUES ('indore', 'Indore', 'इंदौर', 'Madhya Pradesh', 0)
  ON CONFLICT ("slug") DO NOTHING;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "city_package_prices" (
  "city_id" uuid NOT NULL REFERENCES "cities"("id") ON DELETE CASCADE,
  "package_id" uuid NOT NULL REFERENCES "packages"("id") ON DELETE CASCADE,
  "price_paise" integer NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "city_package_prices_pk" PRIMARY KEY ("city_id", "package_id"),
  CONSTRAINT "city_package_prices_price_check" CHECK ("price_paise" > 0)
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "staff_cities" (
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
  "city_id" uuid NOT NULL REFERENCES "cities"("id") ON DELETE CASCADE,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "staff_cities_pk" PRIMARY KEY ("user_id", "city_id")
);
--> statement-breakpoint
ALTER TABLE "service_pincodes" ADD COLUMN IF NOT EXISTS "city_id" uuid REFERENCES "cities"("id");
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "city_id" uuid REFERENCES "cities"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "city_id" uuid REFERENCES "cities"("id");
--> statement-breakpoint
ALTER TABLE "coupons" ADD COLUMN IF NOT EXISTS "city_id" uuid REFERENCES "cities"("id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_city_idx" ON "bookings" ("city_id", "scheduled_date");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "service_pincodes_city_idx" ON "service_pincodes" ("city_id");
--> statement-breakpoint
UPDATE "service_pincodes" SET "city_id" = (SELECT "id" FROM "cities" WHERE "slug" = 'indore') WHERE "city_id" IS NULL;
--> statement-breakpoint
UPDATE "users" SET "city_id" = (SELECT "id" FROM "cities" WHERE "slug" = 'indore') WHERE "city_id" IS NULL AND "role" = 'cleaner';
--> statement-breakpoint
UPDATE "bookings" SET "city_id" = (SELECT "id" FROM "cities" WHERE "slug" = 'indore') WHERE "city_id" IS NULL;
