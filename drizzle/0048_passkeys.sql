-- Issue 33 part 3: passkeys (WebAuthn). A passkey signs its account in on its own (user verification
-- required) and counts as a staff account's second factor. Only public keys are kept. The challenge each
-- ceremony signs is kept here, not in a process's memory, so any process may finish what another began.
CREATE TABLE "passkeys" (
  "id" text PRIMARY KEY NOT NULL,
  "user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE cascade,
  "public_key" text NOT NULL,
  "counter" bigint DEFAULT 0 NOT NULL,
  "transports" text[] DEFAULT '{}' NOT NULL,
  "device_type" text NOT NULL,
  "backed_up" boolean NOT NULL,
  "name" text NOT NULL,
  "last_used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "passkeys_user_idx" ON "passkeys" USING btree ("user_id");
--> statement-breakpoint
CREATE TABLE "passkey_challenges" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "user_id" uuid REFERENCES "users"("id") ON DELETE cascade,
  "purpose" text NOT NULL CHECK ("purpose" IN ('register', 'sign-in')),
  "challenge" text NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "passkey_challenges_expires_idx" ON "passkey_challenges" USING btree ("expires_at");
