CREATE TABLE "booking_rules" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"horizon_days" integer DEFAULT 90 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_rules_single_row" CHECK ("booking_rules"."id" = 1),
	CONSTRAINT "booking_rules_horizon_check" CHECK ("booking_rules"."horizon_days" between 1 and 365)
);
--> statement-breakpoint
CREATE TABLE "service_pincodes" (
	"pincode" text PRIMARY KEY NOT NULL,
	"area" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_pincodes_pincode_check" CHECK ("service_pincodes"."pincode" ~ '^[0-9]{6}$')
);
