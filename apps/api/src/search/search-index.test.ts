import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { NameIndex } from './name-index.js';
import { normalizeSearchText } from './normalize-search-text.js';
import { SearchIndex, searchNames, tierOf, type EventEntry, type PlayerEntry } from './search-index.js';
import type { SearchKind, SearchRequest, SearchRow } from './search-request.js';

const player = (id: number, title: string): PlayerEntry => ({ id, title, searchName: normalizeSearchText(title) });
const event = (id: number, title: string, state = 'underway', hostId = 1): EventEntry => ({
  id,
  title,
  searchName: normalizeSearchText(title),
  slug: `s-${id}`,
  hostId,
  state,
});

function indexOf(
  players: PlayerEntry[],
  tournaments: EventEntry[] = [],
  championships: EventEntry[] = [],
): SearchIndex {
  const index = new SearchIndex();
  index.hosts.set(1, { id: 1, name: 'Athens Tennis', slug: 'athens-tennis' });
  index.hosts.set(2, { id: 2, name: 'Thessaloniki Tennis', slug: 'thessaloniki-tennis' });
  players.forEach((entry) => index.players.put(entry));
  tournaments.forEach((entry) => index.tournaments.put(entry));
  championships.forEach((entry) => index.championships.put(entry));
  return index;
}

const request = (term: string, extra: Partial<SearchRequest> = {}): SearchRequest => ({
  term,
  scope: 'all',
  drafts: { kind: 'none' },
  ...extra,
});
const titles = (rows: SearchRow[]) => rows.map((row) => row.title);

describe('tierOf', () => {
  it.each([
    ['παπαδοπουλοσ γιωργοσ', 'παπαδ', 0],
    ['γιωργοσ παπαδοπουλοσ', 'παπαδ', 1],
    ['κωστασ καραπαπαδοπουλοσ', 'παπαδ', 2],
    ['μαρια νικολαου', 'παπαδ', -1],
    ['γιωργοσ παπαδοπουλοσ', 'γιωργοσ παπ', 0],
    ['γιωργοσ παπαδοπουλοσ', 'ργοσ παπ', 2],
  ])('%j with %j is tier %i', (name, term, tier) => {
    expect(tierOf(name, term)).toBe(tier);
  });
});

describe('searchNames', () => {
  const index = indexOf(
    [
      player(1, 'Γιώργος Παπαδόπουλος'),
      player(2, 'Μαρία Παπαδοπούλου'),
      player(3, 'Κώστας Καραπαπαδόπουλος'),
      player(4, 'Παπαδάκης Νίκος'),
      player(5, 'Ελένη Νικολάου'),
    ],
    [
      event(10, 'Παπαδοπούλειο Open'),
      event(11, 'Κρυφό Τουρνουά Παπαδάκη', 'draft', 1),
      event(12, 'Άλλο Πρόχειρο Παπαδάκη', 'draft', 2),
    ],
    [event(20, 'Πρωτάθλημα Ανδρών 2026')],
  );

  it('ranks by tier, then championships, tournaments, players, then alphabetically', () => {
    expect(titles(searchNames(index, request('παπαδ')))).toEqual([
      'Παπαδοπούλειο Open',
      'Παπαδάκης Νίκος',
      'Γιώργος Παπαδόπουλος',
      'Μαρία Παπαδοπούλου',
      'Κώστας Καραπαπαδόπουλος',
    ]);
  });

  it('ignores case, tonos and final sigma in the term', () => {
    for (const term of ['ΝΙΚΟΛΑΟΥ', 'Νικολάου', 'νικολαου'])
      expect(titles(searchNames(index, request(term)))).toEqual(['Ελένη Νικολάου']);
    expect(titles(searchNames(index, request('γιωργος')))).toEqual(['Γιώργος Παπαδόπουλος']);
  });

  it('shows drafts to the back office of their host only', () => {
    expect(titles(searchNames(index, request('παπαδακ')))).toEqual(['Παπαδάκης Νίκος']);
    expect(titles(searchNames(index, request('παπαδακ', { drafts: { kind: 'host', hostId: 1 } })))).toEqual([
      'Παπαδάκης Νίκος',
      'Κρυφό Τουρνουά Παπαδάκη',
    ]);
    expect(titles(searchNames(index, request('παπαδακ', { drafts: { kind: 'all' } })))).toEqual([
      'Παπαδάκης Νίκος',
      'Άλλο Πρόχειρο Παπαδάκη',
      'Κρυφό Τουρνουά Παπαδάκη',
    ]);
  });

  it('gives tournaments their host as subtitle and slug, championships their host as subtitle', () => {
    const [tournament] = searchNames(index, request('open'));
    expect(tournament).toMatchObject({
      kind: 'tournament',
      subtitle: 'Athens Tennis',
      hostSlug: 'athens-tennis',
      slug: 's-10',
    });
    const [championship] = searchNames(index, request('ανδρων'));
    expect(championship).toMatchObject({
      kind: 'championship',
      subtitle: 'Athens Tennis',
      hostSlug: null,
      slug: 's-20',
    });
  });

  it('finds only players with scope=players and nothing for a term under three characters', () => {
    expect(searchNames(index, request('παπαδ', { scope: 'players' })).map((row) => row.kind)).toEqual([
      'player',
      'player',
      'player',
      'player',
    ]);
    expect(searchNames(index, request(' πα '))).toEqual([]);
  });

  it('forgets a removed entry and a renamed entry’s old words', () => {
    const changing = indexOf([player(1, 'Γιώργος Παπαδόπουλος'), player(2, 'Γιώργος Νικολάου')]);
    changing.players.put(player(1, 'Γιώργος Αντωνίου'));
    changing.players.remove(2);
    expect(titles(searchNames(changing, request('παπαδ')))).toEqual([]);
    expect(titles(searchNames(changing, request('γιωργ')))).toEqual(['Γιώργος Αντωνίου']);
  });
});

// Every answer equals the definition: all names containing the term, sorted
// by tier, kind, name and id, the first 20; also after puts and removes.
const WORDS = ['παπαδοπουλοσ', 'παπασ', 'γιωργοσ', 'νικοσ', 'καραπαπασ', 'ελενη', 'open', 'αννα', 'ανναπαπα'];
const KIND_ORDER: Record<SearchKind, number> = { championship: 0, tournament: 1, player: 2 };

function definition(
  entries: { kind: SearchKind; entry: PlayerEntry | EventEntry }[],
  req: SearchRequest,
): [SearchKind, number][] {
  const term = normalizeSearchText(req.term.trim());
  if ([...term].length < 3) return [];
  return entries
    .filter(({ kind, entry }) => (req.scope === 'all' || kind === 'player') && tierOf(entry.searchName, term) >= 0)
    .filter(({ kind, entry }) => kind === 'player' || (entry as EventEntry).state !== 'draft')
    .map(({ kind, entry }) => ({ kind, entry, tier: tierOf(entry.searchName, term) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
        (a.entry.searchName < b.entry.searchName ? -1 : a.entry.searchName > b.entry.searchName ? 1 : 0) ||
        a.entry.id - b.entry.id,
    )
    .slice(0, 20)
    .map(({ kind, entry }) => [kind, entry.id]);
}

const arbitraryName = fc
  .array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 })
  .map((words) => words.join(' '));
const arbitraryEntries = fc.array(
  fc.record({
    kind: fc.constantFrom<SearchKind>('player', 'player', 'player', 'tournament', 'championship'),
    name: arbitraryName,
    draft: fc.boolean(),
  }),
  { maxLength: 200 },
);
const arbitraryTerm = fc.oneof(
  fc.constantFrom(...WORDS).chain((word) => fc.integer({ min: 3, max: word.length }).map((n) => word.slice(0, n))),
  fc.constantFrom('απα', 'ασ γιω', 'σ νι', 'ππα', 'open'),
);

describe('searchNames, by property', () => {
  it('answers what the definition answers, after any sequence of puts and removes', () => {
    fc.assert(
      fc.property(
        arbitraryEntries,
        fc.array(fc.nat(), { maxLength: 40 }),
        arbitraryTerm,
        fc.constantFrom<'all' | 'players'>('all', 'players'),
        (rows, removals, term, scope) => {
          const index = indexOf([]);
          const entries = new Map<string, { kind: SearchKind; entry: PlayerEntry | EventEntry }>();
          rows.forEach((row, i) => {
            // Ids repeat across rows, so later rows rename earlier entries.
            const id = i % 150;
            const entry =
              row.kind === 'player' ? player(id, row.name) : event(id, row.name, row.draft ? 'draft' : 'underway');
            const names =
              row.kind === 'player'
                ? index.players
                : row.kind === 'tournament'
                  ? index.tournaments
                  : index.championships;
            (names as { put(e: typeof entry): void }).put(entry);
            entries.set(`${row.kind}:${id}`, { kind: row.kind, entry });
          });
          for (const removal of removals) {
            const key = [...entries.keys()][removal % Math.max(1, entries.size)];
            if (key === undefined) continue;
            const { kind, entry } = entries.get(key)!;
            (kind === 'player'
              ? index.players
              : kind === 'tournament'
                ? index.tournaments
                : index.championships
            ).remove(entry.id);
            entries.delete(key);
          }
          const req = request(term, { scope });
          const expected = definition([...entries.values()], req);
          expect(searchNames(index, req).map((row) => [row.kind, row.id])).toEqual(expected);
          // Built at once from the same entries, as a process's first load does.
          const ofKind = (kind: SearchKind) => [...entries.values()].filter((e) => e.kind === kind).map((e) => e.entry);
          const loaded = new SearchIndex(
            NameIndex.of(ofKind('player')),
            NameIndex.of(ofKind('tournament') as EventEntry[]),
            NameIndex.of(ofKind('championship') as EventEntry[]),
            index.hosts,
          );
          expect(searchNames(loaded, req).map((row) => [row.kind, row.id])).toEqual(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('NameIndex, by property', () => {
  const arbitraryNames = fc.array(fc.tuple(fc.nat({ max: 60 }), arbitraryName), { maxLength: 120 });
  const prefixes = fc.constantFrom('π', 'πα', 'παπ', 'παπα', 'α', 'αν', 'ανν', 'γιωργοσ', 'κ', 'o');

  it('lists the names with a word starting with a prefix, and those starting with it, in order and each once', () => {
    fc.assert(
      fc.property(arbitraryNames, prefixes, (rows, prefix) => {
        const index = new NameIndex<PlayerEntry>();
        for (const [id, name] of rows) index.put(player(id, name));
        const all = index.inOrder();
        expect(all.map((e) => e.id)).toEqual(
          [...new Map(rows.map(([id, name]) => [id, name])).entries()]
            .sort(([ia, a], [ib, b]) => (a < b ? -1 : a > b ? 1 : ia - ib))
            .map(([id]) => id),
        );
        expect([...index.withWordStarting(prefix)]).toEqual(
          all.filter((e) => e.searchName.split(' ').some((word) => word.startsWith(prefix))),
        );
        expect([...index.startingWith(prefix)]).toEqual(all.filter((e) => e.searchName.startsWith(prefix)));
      }),
      { numRuns: 300 },
    );
  });

  const terms = fc.constantFrom('απα', 'παπ', 'ουλ', 'νν', 'ος κ', 'ργοσ', 'ιωργ', 'τουρνουα', 'zzz', 'α β');
  const operations = fc.array(
    fc.oneof(
      fc.record({ put: fc.tuple(fc.nat({ max: 60 }), arbitraryName) }),
      fc.record({ remove: fc.nat({ max: 60 }) }),
      fc.record({ search: terms }),
    ),
    { maxLength: 80 },
  );

  it('lists the names holding a term anywhere, in order, through names put and removed after its first search', () => {
    fc.assert(
      fc.property(operations, (steps) => {
        const index = new NameIndex<PlayerEntry>();
        const check = (term: string) =>
          expect([...index.containing(term)]).toEqual(index.inOrder().filter((e) => e.searchName.includes(term)));
        for (const step of steps) {
          if ('put' in step) index.put(player(step.put[0], step.put[1]));
          else if ('remove' in step) index.remove(step.remove);
          else check(step.search);
        }
        for (const term of ['απα', 'ουλ', 'ος κ', 'zzz']) check(term);
      }),
      { numRuns: 300 },
    );
  });
});
