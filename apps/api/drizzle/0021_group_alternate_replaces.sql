ALTER TABLE "group_participants" ADD COLUMN "replaced_by_participation_id" integer;--> statement-breakpoint
ALTER TABLE "group_participants" ADD CONSTRAINT "group_participants_replaced_by_participation_id_participations_id_fk" FOREIGN KEY ("replaced_by_participation_id") REFERENCES "public"."participations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Alternates brought in before this column existed are named by their revision.
UPDATE "group_participants" gp SET "replaced_by_participation_id" = (r."new_values"->>'participationId')::integer
FROM "revisions" r
WHERE r."action" = 'group-alternate-added' AND gp."participation_id" = (r."new_values"->>'replaces')::integer
  AND EXISTS (SELECT 1 FROM "participations" p WHERE p."id" = (r."new_values"->>'participationId')::integer);
