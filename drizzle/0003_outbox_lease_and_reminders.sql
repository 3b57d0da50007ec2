CREATE TABLE "notifications_sent" (
	"booking_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"outbox_email_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notifications_sent_booking_id_kind_pk" PRIMARY KEY("booking_id","kind")
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "body_html" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "locked_by" text;--> statement-breakpoint
ALTER TABLE "notifications_sent" ADD CONSTRAINT "notifications_sent_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications_sent" ADD CONSTRAINT "notifications_sent_outbox_email_id_outbox_emails_id_fk" FOREIGN KEY ("outbox_email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE set null ON UPDATE no action;