ALTER TABLE "matches" DROP CONSTRAINT "matches_set_games_check";--> statement-breakpoint
ALTER TABLE "tournament_categories" ADD COLUMN "match_format" text DEFAULT 'SET3-S:6/TB7-F:TB10' NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s3_home" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s3_away" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s3_home_ret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s3_away_ret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s3_home_def" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s3_away_def" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s4_home" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s4_away" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s4_home_ret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s4_away_ret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s4_home_def" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s4_away_def" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s5_home" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s5_away" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s5_home_ret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s5_away_ret" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s5_home_def" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s5_away_def" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s1_tb" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s2_tb" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s3_tb" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s4_tb" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "s5_tb" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "st_tb" smallint;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_set_games_check" CHECK (coalesce("s1_home", 0) between 0 and 99 and coalesce("s1_away", 0) between 0 and 99 and coalesce("s1_tb", 0) between 0 and 99 and coalesce("s2_home", 0) between 0 and 99 and coalesce("s2_away", 0) between 0 and 99 and coalesce("s2_tb", 0) between 0 and 99 and coalesce("s3_home", 0) between 0 and 99 and coalesce("s3_away", 0) between 0 and 99 and coalesce("s3_tb", 0) between 0 and 99 and coalesce("s4_home", 0) between 0 and 99 and coalesce("s4_away", 0) between 0 and 99 and coalesce("s4_tb", 0) between 0 and 99 and coalesce("s5_home", 0) between 0 and 99 and coalesce("s5_away", 0) between 0 and 99 and coalesce("s5_tb", 0) between 0 and 99);