ALTER TABLE "championship_participations" ADD COLUMN "matches_played" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "championship_participations" ADD COLUMN "wins" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "championship_participations" ADD COLUMN "losses" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "championship_participations" ADD COLUMN "open_rank" integer;--> statement-breakpoint
ALTER TABLE "championship_participations" ADD COLUMN "under_rank" integer;--> statement-breakpoint
ALTER TABLE "championships" ADD COLUMN "standings_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "championship_participations_championship_open_rank_index" ON "championship_participations" USING btree ("championship_id","open_rank");