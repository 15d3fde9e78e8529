ALTER TABLE "sent_emails" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
ALTER TABLE "sent_emails" ADD CONSTRAINT "sent_emails_dedupe_key_unique" UNIQUE("dedupe_key");