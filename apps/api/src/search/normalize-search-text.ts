// The typed search term, normalised in JavaScript exactly as the database's
// `normalize_search_text` (migration 0000) normalises the stored names: the
// same translate table, then lower case, then runs of whitespace to one space,
// trimmed. Normalising here instead of in SQL sends the query one plain
// parameter, so the planner sees no function calls around the term (a third
// of the search's cost). normalize-search-text.test.ts compares the two.

const FROM = 'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩΆΈΉΊΌΎΏΪΫάέήίόύώϊϋΐΰςÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÝýÿÑñÇç';
const TO = 'αβγδεζηθικλμνξοπρστυφχψωαεηιουωιυαεηιουωιυιυσaaaaaaaaaaaaeeeeeeeeiiiiiiiioooooooooouuuuuuuuyyynncc';

const TABLE = new Map([...FROM].map((char, i) => [char, [...TO][i] ?? '']));

/** The text as the `search_name` columns hold it. */
export function normalizeSearchText(input: string): string {
  let translated = '';
  for (const char of input) translated += TABLE.get(char) ?? char;
  return translated
    .toLowerCase()
    .replace(/[ \t\n\r\f\v]+/g, ' ')
    .replace(/^ +| +$/g, '');
}
