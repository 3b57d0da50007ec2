ALTER TABLE "addresses" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_point_check" CHECK (("addresses"."latitude" IS NULL) = ("addresses"."longitude" IS NULL) AND ("addresses"."latitude" IS NULL OR ("addresses"."latitude" BETWEEN 6.5 AND 37.2 AND "addresses"."longitude" BETWEEN 68.0 AND 97.5)));--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_latitude" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "address_longitude" double precision;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_address_point_check" CHECK (("bookings"."address_latitude" IS NULL) = ("bookings"."address_longitude" IS NULL) AND ("bookings"."address_latitude" IS NULL OR ("bookings"."address_latitude" BETWEEN 6.5 AND 37.2 AND "bookings"."address_longitude" BETWEEN 68.0 AND 97.5)));--> statement-breakpoint
ALTER TABLE "job_attendance" ADD COLUMN "distance_from" text;--> statement-breakpoint
ALTER TABLE "job_attendance" ADD CONSTRAINT "job_attendance_distance_from_check" CHECK ("job_attendance"."distance_from" IN ('address', 'pin'));
