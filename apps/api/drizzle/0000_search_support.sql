-- Search support, before any table uses it.
-- pg_trgm answers LIKE '%term%' from a GIN index (a trusted extension: the
-- database owner may create it; PGlite loads it from its contrib bundle).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- Accent-free, lower-case, single-spaced text for search_name columns and for
-- the typed search term. Greek capitals and accented letters are translated
-- explicitly so the result does not depend on the server's locale; lower()
-- then handles ASCII. IMMUTABLE, so generated columns and indexes may use it.
CREATE OR REPLACE FUNCTION normalize_search_text(input text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
AS $$
  SELECT btrim(regexp_replace(lower(translate(input,
    'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰςÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿÑñÇç',
    'αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyynncc'
  )), '\s+', ' ', 'g'))
$$;
