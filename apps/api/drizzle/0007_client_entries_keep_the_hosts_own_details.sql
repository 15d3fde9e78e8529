-- A client entry keeps the host's own view of its client (decision 016): the
-- contact details it holds and the ATRP it gives. Existing entries start with
-- the contact details of their player.
ALTER TABLE "clients" ADD COLUMN "country_calling_code" text DEFAULT '+30' NOT NULL;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "atrp" numeric(2, 1);--> statement-breakpoint
ALTER TABLE "clients" ADD CONSTRAINT "clients_atrp_check" CHECK ("atrp" is null or ("atrp" between 1.5 and 4.5 and "atrp" * 2 = trunc("atrp" * 2)));--> statement-breakpoint
UPDATE "clients" SET "country_calling_code" = "players"."country_calling_code", "phone" = "players"."phone", "email" = "players"."email" FROM "players" WHERE "players"."id" = "clients"."player_id";
