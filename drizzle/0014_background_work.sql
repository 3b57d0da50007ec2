CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"claimed_by" text,
	"last_started_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ALTER COLUMN "body_text" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "outbox_emails" ADD COLUMN "template_args" jsonb;