-- The version of each player's public profile (GET /api/players/{id} as a
-- guest sees it). Each API process keeps those answers serialised and asks for
-- this number at most once a second, rebuilding only when it moved
-- (src/players/public-player-cache.ts), as migration 0005 does for draws.
-- Triggers move it, so no write path can forget to. Row 0 is everyone's: the
-- names every profile shows (clubs, events, the achievement catalogue) move it,
-- and a profile's version is its own row's plus row 0's.
CREATE TABLE "player_public_versions" (
	"player_id" integer PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
INSERT INTO "player_public_versions" ("player_id") SELECT 0 UNION ALL SELECT "id" FROM "players";
--> statement-breakpoint
CREATE FUNCTION player_public_versions_create() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO player_public_versions (player_id) VALUES (NEW.id);
  ELSE
    DELETE FROM player_public_versions WHERE player_id = OLD.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER players_public_version_create AFTER INSERT OR DELETE ON players
  FOR EACH ROW EXECUTE FUNCTION player_public_versions_create();
--> statement-breakpoint
-- Once per player and transaction: the standings job ranks every participant,
-- a draw inserts hundreds of matches; a row this transaction already moved
-- (its xmin is ours) is left alone.
CREATE FUNCTION bump_player_public_versions(changed integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE player_public_versions SET version = version + 1
  WHERE player_id = ANY (changed) AND xmin <> pg_current_xact_id()::xid
$$;
--> statement-breakpoint
-- A match moves the profiles of everyone on court, before and after the change.
CREATE FUNCTION player_public_versions_by_match() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer[] := '{}';
BEGIN
  IF TG_OP <> 'INSERT' THEN
    changed := changed || ARRAY[OLD.home_player1_id, OLD.home_player2_id, OLD.away_player1_id, OLD.away_player2_id];
  END IF;
  IF TG_OP <> 'DELETE' THEN
    changed := changed || ARRAY[NEW.home_player1_id, NEW.home_player2_id, NEW.away_player1_id, NEW.away_player2_id];
  END IF;
  PERFORM bump_player_public_versions(changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows that carry player_id: ranks and ratings, achievements, availability.
CREATE FUNCTION player_public_versions_by_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM bump_player_public_versions(ARRAY[NEW.player_id]);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM bump_player_public_versions(ARRAY[OLD.player_id]);
  ELSE
    PERFORM bump_player_public_versions(ARRAY[OLD.player_id, NEW.player_id]);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The player's own row; a new name or rating also shows on the match lists of
-- everyone who played them.
CREATE FUNCTION player_public_versions_by_player() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.display_name IS DISTINCT FROM NEW.display_name OR OLD.atrp IS DISTINCT FROM NEW.atrp THEN
    PERFORM bump_player_public_versions(array_agg(DISTINCT p.id)) FROM matches m
    CROSS JOIN LATERAL unnest(ARRAY[m.home_player1_id, m.home_player2_id, m.away_player1_id, m.away_player2_id]) AS p(id)
    WHERE m.home_player1_id = NEW.id OR m.home_player2_id = NEW.id OR m.away_player1_id = NEW.id OR m.away_player2_id = NEW.id;
  END IF;
  PERFORM bump_player_public_versions(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Names every profile may show: clubs, championships and tournaments (and a
-- championship's season and state, which pick the current rank), the size of
-- the achievement catalogue.
CREATE FUNCTION player_public_versions_by_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM bump_player_public_versions(ARRAY[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Deferred to the commit, as the tournament versions are (migration 0005):
-- the version rows are the last locks a transaction takes, and a reader never
-- sees a version before the change it announces.
CREATE CONSTRAINT TRIGGER matches_player_public_version AFTER INSERT OR UPDATE OR DELETE ON matches
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION player_public_versions_by_match();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER players_player_public_version AFTER UPDATE ON players
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION player_public_versions_by_player();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER championship_participations_player_public_version AFTER INSERT OR UPDATE OR DELETE ON championship_participations
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION player_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER player_achievements_player_public_version AFTER INSERT OR UPDATE OR DELETE ON player_achievements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION player_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER availability_events_player_public_version AFTER INSERT OR UPDATE OR DELETE ON availability_events
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION player_public_versions_by_row();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER achievements_player_public_version AFTER INSERT OR UPDATE OR DELETE ON achievements
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION player_public_versions_by_name();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER clubs_player_public_version AFTER UPDATE ON clubs
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.acronym IS DISTINCT FROM NEW.acronym)
  EXECUTE FUNCTION player_public_versions_by_name();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER championships_player_public_version AFTER UPDATE ON championships
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.slug IS DISTINCT FROM NEW.slug OR OLD.state IS DISTINCT FROM NEW.state
    OR OLD.year IS DISTINCT FROM NEW.year OR OLD.ending_year IS DISTINCT FROM NEW.ending_year)
  EXECUTE FUNCTION player_public_versions_by_name();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER tournaments_player_public_version AFTER UPDATE ON tournaments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.state IS DISTINCT FROM NEW.state)
  EXECUTE FUNCTION player_public_versions_by_name();
