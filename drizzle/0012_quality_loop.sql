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
--> statement-breakpoint
CREATE TABLE "booking_ratings" (
	"booking_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_ratings_rating_check" CHECK ("booking_ratings"."rating" between 1 and 5),
	CONSTRAINT "booking_ratings_comment_check" CHECK (char_length("booking_ratings"."comment") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_ratings" ADD CONSTRAINT "booking_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_ratings_low_idx" ON "booking_ratings" USING btree ("created_at") WHERE "booking_ratings"."rating" <= 2;