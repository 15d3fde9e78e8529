ALTER TABLE "tournaments" ADD COLUMN "published_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tournaments_published_at_index" ON "tournaments" USING btree ("published_at");