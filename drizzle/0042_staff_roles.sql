-- Issue 38 part 1: staff roles beside the owner ('admin', the spec's value). Every role's permissions are in
-- src/shared/domain/permissions.ts; the database only knows which roles exist.
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('client', 'cleaner', 'admin', 'dispatcher', 'support', 'finance', 'city_manager'));
