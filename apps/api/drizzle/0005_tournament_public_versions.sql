-- The version of a tournament's public pages (the draws of its categories and
-- its order of play). Each API process keeps those answers serialised and asks
-- for this number at most once a second, rebuilding only when it moved
-- (src/lib/version-checked-cache.ts). Triggers move it, so no write path can
-- forget to. The row is created with the tournament: a bump is then a plain
-- UPDATE, which never waits on the tournament row's own locks.
CREATE TABLE "tournament_public_versions" (
	"tournament_id" integer PRIMARY KEY NOT NULL REFERENCES "tournaments"("id") ON DELETE CASCADE,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "tournament_public_versions" ("tournament_id") SELECT "id" FROM "tournaments";
--> statement-breakpoint
CREATE FUNCTION tournament_public_versions_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO tournament_public_versions (tournament_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tournaments_public_version_create AFTER INSERT ON tournaments
  FOR EACH ROW EXECUTE FUNCTION tournament_public_versions_create();
--> statement-breakpoint
-- Once per tournament and transaction: a draw of 128 inserts 255 matches, and
-- the row this transaction already moved (its xmin is ours) is left alone.
-- A deleted tournament has no row left, so nothing is updated.
CREATE FUNCTION bump_tournament_public_versions(changed integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE tournament_public_versions SET version = version + 1
  WHERE tournament_id = ANY (changed) AND xmin <> pg_current_xact_id()::xid
$$;
--> statement-breakpoint
-- Rows that carry tournament_id: tournaments themselves, categories, matches, participations.
CREATE FUNCTION tournament_public_versions_by_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tournaments' THEN
    PERFORM bump_tournament_public_versions(ARRAY[NEW.id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bump_tournament_public_versions(ARRAY[NEW.tournament_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_tournament_public_versions(ARRAY[OLD.tournament_id]);
  ELSE
    PERFORM bump_tournament_public_versions(ARRAY[OLD.tournament_id, NEW.tournament_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Groups and their members reach the tournament through the category.
CREATE FUNCTION tournament_public_versions_by_group() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := '{}';
BEGIN
  IF TG_TABLE_NAME = 'round_robin_groups' THEN
    IF TG_OP <> 'INSERT' THEN changed := changed || OLD.tournament_category_id; END IF;
    IF TG_OP <> 'DELETE' THEN changed := changed || NEW.tournament_category_id; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN
      changed := changed || (SELECT g.tournament_category_id FROM round_robin_groups g WHERE g.id = OLD.round_robin_group_id);
    END IF;
    IF TG_OP <> 'DELETE' THEN
      changed := changed || (SELECT g.tournament_category_id FROM round_robin_groups g WHERE g.id = NEW.round_robin_group_id);
    END IF;
  END IF;
  PERFORM bump_tournament_public_versions(array_agg(c.tournament_id)) FROM tournament_categories c WHERE c.id = ANY (changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Names on the draws and the order of play come from players, doubles teams and clubs.
CREATE FUNCTION tournament_public_versions_by_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'players' THEN
    PERFORM bump_tournament_public_versions(array_agg(DISTINCT m.tournament_id)) FROM matches m
    WHERE m.tournament_id IS NOT NULL
      AND (m.home_player1_id = NEW.id OR m.home_player2_id = NEW.id OR m.away_player1_id = NEW.id OR m.away_player2_id = NEW.id);
  ELSIF TG_TABLE_NAME = 'clubs' THEN
    PERFORM bump_tournament_public_versions(array_agg(DISTINCT m.tournament_id)) FROM matches m
    WHERE m.tournament_id IS NOT NULL AND m.club_id = NEW.id;
  ELSE
    PERFORM bump_tournament_public_versions(array_agg(DISTINCT p.tournament_id)) FROM participations p WHERE p.doubles_team_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit: the version row is the last lock a transaction
-- takes, after the match and category locks the code takes in its own order,
-- so it adds no lock-order cycle (and readers never see a version move before
-- the change it announces is visible).
CREATE CONSTRAINT TRIGGER tournaments_public_version AFTER UPDATE ON tournaments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tournament_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tournament_categories_public_version AFTER INSERT OR UPDATE OR DELETE ON tournament_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tournament_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER participations_public_version AFTER INSERT OR UPDATE OR DELETE ON participations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tournament_public_versions_by_row();
--> statement-breakpoint
-- Championship matches (tournament_id null) queue nothing.
CREATE CONSTRAINT TRIGGER matches_public_version_insert AFTER INSERT ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.tournament_id IS NOT NULL) EXECUTE FUNCTION tournament_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER matches_public_version_update AFTER UPDATE ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.tournament_id IS NOT NULL OR NEW.tournament_id IS NOT NULL) EXECUTE FUNCTION tournament_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER matches_public_version_delete AFTER DELETE ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.tournament_id IS NOT NULL) EXECUTE FUNCTION tournament_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER round_robin_groups_public_version AFTER INSERT OR UPDATE OR DELETE ON round_robin_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tournament_public_versions_by_group();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER group_participants_public_version AFTER INSERT OR UPDATE OR DELETE ON group_participants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION tournament_public_versions_by_group();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_public_version AFTER UPDATE ON players
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.atrp IS DISTINCT FROM NEW.atrp)
  EXECUTE FUNCTION tournament_public_versions_by_name();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clubs_public_version AFTER UPDATE ON clubs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.acronym IS DISTINCT FROM NEW.acronym)
  EXECUTE FUNCTION tournament_public_versions_by_name();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER doubles_teams_public_version AFTER UPDATE ON doubles_teams
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.player1_id IS DISTINCT FROM NEW.player1_id OR OLD.player2_id IS DISTINCT FROM NEW.player2_id)
  EXECUTE FUNCTION tournament_public_versions_by_name();
