-- Issue 33 part 3: an authenticator app (TOTP) as a second factor, with single-use recovery codes and the
-- sign-in challenges that wait for a code. Secrets stay on the server; codes are kept as SHA-256 hashes.
CREATE TABLE "second_factors" (
  "user_id" uuid PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "secret" text NOT NULL,
  "confirmed_at" timestamp with time zone,
  "last_used_step" bigint,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "code_hash" text NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "recovery_codes_user_code_idx" ON "recovery_codes" USING btree ("user_id","code_hash");
--> statement-breakpoint
CREATE TABLE "second_factor_challenges" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "token_hash" text NOT NULL UNIQUE,
  "attempts" integer DEFAULT 0 NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "second_factor_challenges_user_idx" ON "second_factor_challenges" USING btree ("user_id");
