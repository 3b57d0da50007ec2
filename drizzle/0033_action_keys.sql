CREATE TABLE "action_keys" (
	"user_id" uuid NOT NULL,
	"key" text NOT NULL,
	"action" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"result_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_keys_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "action_keys" ADD CONSTRAINT "action_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_keys" ADD CONSTRAINT "action_keys_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;
