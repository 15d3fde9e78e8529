-- Rate-limit counters in the database, so every API process behind a load balancer
-- counts the same login, register and forgot-password attempts (unless REDIS_URL is set).
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_at_index" ON "rate_limit_counters" USING btree ("expires_at");