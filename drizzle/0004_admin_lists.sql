ALTER TABLE "addons" ADD COLUMN "is_active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_status_date_idx" ON "bookings" USING btree ("status","scheduled_date");--> statement-breakpoint
CREATE INDEX "bookings_service_date_idx" ON "bookings" USING btree ("service_id","scheduled_date");--> statement-breakpoint
CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_unassigned_idx" ON "bookings" USING btree ("scheduled_date") WHERE "bookings"."cleaner_id" is null and "bookings"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_created_idx" ON "payments" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quote_requests_status_created_idx" ON "quote_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id","created_at");