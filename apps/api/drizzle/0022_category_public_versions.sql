-- The version of one category's public draw. The tournament's version (0005)
-- still moves on every change: the live pages and the order of play follow it.
-- A draw follows its category's alone, so a score in one category rebuilds
-- that draw and not the tournament's other ones: on a busy day, with the
-- whole crowd refetching after each score, that is most of a score's cost.
-- The same shape as 0005: a row made with the category, bumped once per
-- transaction at its commit by deferred triggers.
CREATE TABLE "category_public_versions" (
	"tournament_category_id" integer PRIMARY KEY NOT NULL REFERENCES "tournament_categories"("id") ON DELETE CASCADE,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "category_public_versions" ("tournament_category_id") SELECT "id" FROM "tournament_categories";
--> statement-breakpoint
CREATE FUNCTION category_public_versions_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO category_public_versions (tournament_category_id) VALUES (NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER tournament_categories_public_version_create AFTER INSERT ON tournament_categories
  FOR EACH ROW EXECUTE FUNCTION category_public_versions_create();
--> statement-breakpoint
CREATE FUNCTION bump_category_public_versions(changed integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE category_public_versions SET version = version + 1
  WHERE tournament_category_id = ANY (changed) AND xmin <> pg_current_xact_id()::xid
$$;
--> statement-breakpoint
-- Rows that carry tournament_category_id (matches, participations), the category itself, and
-- the tournament (its state and host decide who sees each of its draws).
CREATE FUNCTION category_public_versions_by_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'tournaments' THEN
    PERFORM bump_category_public_versions(array_agg(c.id)) FROM tournament_categories c WHERE c.tournament_id = NEW.id;
  ELSIF TG_TABLE_NAME = 'tournament_categories' THEN
    PERFORM bump_category_public_versions(ARRAY[NEW.id]);
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM bump_category_public_versions(ARRAY[NEW.tournament_category_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_category_public_versions(ARRAY[OLD.tournament_category_id]);
  ELSE
    PERFORM bump_category_public_versions(ARRAY[OLD.tournament_category_id, NEW.tournament_category_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION category_public_versions_by_group() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM bump_category_public_versions(changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Names: a player's on the matches and the groups (through the entries) of every category they are in.
CREATE FUNCTION category_public_versions_by_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'players' THEN
    PERFORM bump_category_public_versions(array_agg(DISTINCT id)) FROM (
      SELECT m.tournament_category_id AS id FROM matches m
      WHERE m.tournament_category_id IS NOT NULL
        AND (m.home_player1_id = NEW.id OR m.home_player2_id = NEW.id OR m.away_player1_id = NEW.id OR m.away_player2_id = NEW.id)
      UNION
      SELECT p.tournament_category_id FROM participations p WHERE p.player_id = NEW.id
    ) categories;
  ELSIF TG_TABLE_NAME = 'clubs' THEN
    PERFORM bump_category_public_versions(array_agg(DISTINCT m.tournament_category_id)) FROM matches m
    WHERE m.tournament_category_id IS NOT NULL AND m.club_id = NEW.id;
  ELSE
    PERFORM bump_category_public_versions(array_agg(DISTINCT p.tournament_category_id)) FROM participations p
    WHERE p.doubles_team_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tournaments_category_public_version AFTER UPDATE ON tournaments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION category_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tournament_categories_category_public_version AFTER UPDATE ON tournament_categories
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION category_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER participations_category_public_version AFTER INSERT OR UPDATE OR DELETE ON participations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION category_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER matches_category_public_version_insert AFTER INSERT ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.tournament_category_id IS NOT NULL) EXECUTE FUNCTION category_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER matches_category_public_version_update AFTER UPDATE ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.tournament_category_id IS NOT NULL OR NEW.tournament_category_id IS NOT NULL) EXECUTE FUNCTION category_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER matches_category_public_version_delete AFTER DELETE ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD.tournament_category_id IS NOT NULL) EXECUTE FUNCTION category_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER round_robin_groups_category_public_version AFTER INSERT OR UPDATE OR DELETE ON round_robin_groups
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION category_public_versions_by_group();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER group_participants_category_public_version AFTER INSERT OR UPDATE OR DELETE ON group_participants
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION category_public_versions_by_group();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_category_public_version AFTER UPDATE ON players
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.atrp IS DISTINCT FROM NEW.atrp)
  EXECUTE FUNCTION category_public_versions_by_name();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clubs_category_public_version AFTER UPDATE ON clubs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.acronym IS DISTINCT FROM NEW.acronym)
  EXECUTE FUNCTION category_public_versions_by_name();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER doubles_teams_category_public_version AFTER UPDATE ON doubles_teams
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.player1_id IS DISTINCT FROM NEW.player1_id OR OLD.player2_id IS DISTINCT FROM NEW.player2_id)
  EXECUTE FUNCTION category_public_versions_by_name();
