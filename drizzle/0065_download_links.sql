-- One-time download links (issue 34): a signed-in admin asks for a link to one export (its path and query),
-- and the browser then saves the file straight to disk by opening the link, without the server or the page
-- holding a year of CSV. Only the token's SHA-256 is kept; a link works once, for a minute, for the account
-- that asked, while that account's sessions stand (token_version). Expand only: a new table.
CREATE TABLE IF NOT EXISTS "download_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
	"token_version" integer NOT NULL,
	"path" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "download_links_expires_idx" ON "download_links" ("expires_at");
