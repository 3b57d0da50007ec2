CREATE TABLE "short_links" (
	"code" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"booking_id" uuid NOT NULL,
	"owner_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "short_links_kind_booking_owner_uq" UNIQUE("kind","booking_id","owner_id")
);
--> statement-breakpoint
CREATE TABLE "inbound_texts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"channel" text NOT NULL,
	"from_number" text NOT NULL,
	"user_id" uuid,
	"body_text" text NOT NULL,
	"provider_message_id" text,
	"received_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_texts_provider_id_uq" UNIQUE("provider_message_id")
);
--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "short_links" ADD CONSTRAINT "short_links_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inbound_texts" ADD CONSTRAINT "inbound_texts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "inbound_texts_number_idx" ON "inbound_texts" USING btree ("from_number","received_at");
