ALTER TABLE "service_pincodes" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "service_pincodes" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "service_pincodes" ADD CONSTRAINT "service_pincodes_coordinates_check" CHECK (("service_pincodes"."lat" IS NULL) = ("service_pincodes"."lng" IS NULL) AND ("service_pincodes"."lat" IS NULL OR ("service_pincodes"."lat" BETWEEN -90 AND 90 AND "service_pincodes"."lng" BETWEEN -180 AND 180)));--> statement-breakpoint
UPDATE "service_pincodes" SET "lat" = 22.7185, "lng" = 75.8572 WHERE "pincode" = '452001' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "service_pincodes" SET "lat" = 22.7533, "lng" = 75.8937 WHERE "pincode" = '452010' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "service_pincodes" SET "lat" = 22.6390, "lng" = 75.8110 WHERE "pincode" = '453331' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "service_pincodes" SET "lat" = 22.5525, "lng" = 75.7600 WHERE "pincode" = '453441' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "service_pincodes" SET "lat" = 22.9740, "lng" = 75.8270 WHERE "pincode" = '453551' AND "lat" IS NULL;--> statement-breakpoint
UPDATE "service_pincodes" SET "lat" = 22.6100, "lng" = 75.6800 WHERE "pincode" = '454775' AND "lat" IS NULL;--> statement-breakpoint
CREATE TABLE "crew_positions" (
	"booking_id" uuid NOT NULL,
	"cleaner_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "crew_positions_pk" PRIMARY KEY("booking_id","cleaner_id")
);
--> statement-breakpoint
ALTER TABLE "crew_positions" ADD CONSTRAINT "crew_positions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_positions" ADD CONSTRAINT "crew_positions_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "job_attendance" (
	"booking_id" uuid NOT NULL,
	"event" text NOT NULL,
	"cleaner_id" uuid,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"accuracy_m" double precision NOT NULL,
	"distance_m" integer,
	"far" boolean DEFAULT false NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_attendance_pk" PRIMARY KEY("booking_id","event"),
	CONSTRAINT "job_attendance_event_check" CHECK ("job_attendance"."event" IN ('start', 'complete'))
);
--> statement-breakpoint
ALTER TABLE "job_attendance" ADD CONSTRAINT "job_attendance_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_attendance" ADD CONSTRAINT "job_attendance_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "cleaner_day_pushes" (
	"cleaner_id" uuid NOT NULL,
	"day" date NOT NULL,
	"booking_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cleaner_day_pushes_pk" PRIMARY KEY("cleaner_id","day")
);
--> statement-breakpoint
ALTER TABLE "cleaner_day_pushes" ADD CONSTRAINT "cleaner_day_pushes_cleaner_id_users_id_fk" FOREIGN KEY ("cleaner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaner_day_pushes" ADD CONSTRAINT "cleaner_day_pushes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;
