// Names kept in memory for the global search, in alphabetical order.
//
// Each entry's `searchName` is the stored, normalised name (lower case, no
// tonos, final sigma as sigma: normalize-search-text.ts), so comparing code
// units is comparing alphabetically. Entries are kept sorted by (searchName,
// id), and so is each word's list of the entries containing it. A search then
// reads hits already in the order it answers them and stops after twenty:
// names starting with the term are one range of the sorted entries, names
// with a later word starting with it are a merge of the lists of the words
// starting with it. Neither visits the thousands of other matches of a
// common prefix ("παπ" among 50,000 players). A term inside a word is read
// from the list of the names holding the term's rarest three letters, so a
// term few names hold ("τουρνουα" among players) never reads all the others.

export interface NamedEntry {
  id: number;
  searchName: string;
}

/** (searchName, id) order. */
function compareNamed(a: NamedEntry, b: NamedEntry): number {
  if (a.searchName !== b.searchName) return a.searchName < b.searchName ? -1 : 1;
  return a.id - b.id;
}

/** The first position whose item is not below `item`. */
function lowerBound<T>(items: readonly T[], item: T, compare: (a: T, b: T) => number): number {
  let low = 0;
  let high = items.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (compare(items[middle]!, item) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The position of the first name not below `prefix` (an id below every real id). */
const prefixProbe = (prefix: string): NamedEntry => ({ id: -Infinity, searchName: prefix });

const wordsOf = (searchName: string): Set<string> => new Set(searchName.split(' ').filter((word) => word !== ''));

/** Every run of three code units in the text (a search term has at least three characters). */
function trigramsOf(text: string): Set<string> {
  const trigrams = new Set<string>();
  for (let i = 0; i + 3 <= text.length; i++) trigrams.add(text.slice(i, i + 3));
  return trigrams;
}

/** Inserts the entry at its place in a list kept in (searchName, id) order. */
function insertSorted<T extends NamedEntry>(lists: Map<string, T[]>, key: string, entry: T): void {
  const list = lists.get(key);
  if (list) list.splice(lowerBound(list, entry, compareNamed), 0, entry);
  else lists.set(key, [entry]);
}

/** Removes the entry from its place in a sorted list, and the list once empty; true when the list went. */
function removeSorted<T extends NamedEntry>(lists: Map<string, T[]>, key: string, entry: T): boolean {
  const list = lists.get(key);
  if (!list) return false;
  list.splice(lowerBound(list, entry, compareNamed), 1);
  if (list.length > 0) return false;
  lists.delete(key);
  return true;
}

/** Entries of one kind (players, tournaments or championships) by id, in order, and by word. */
export class NameIndex<T extends NamedEntry> {
  private readonly byId = new Map<number, T>();
  private readonly sorted: T[] = [];
  private readonly byWord = new Map<string, T[]>();
  /** The keys of byWord, sorted. */
  private readonly words: string[] = [];
  /**
   * The entries holding each three letters, in order; built at the first
   * search inside words, so an index never searched that way (Greeklish
   * keys) keeps none.
   */
  private byTrigram: Map<string, T[]> | null = null;

  /** An index of these entries, sorted once (putting them one by one would shift the arrays each time). */
  static of<T extends NamedEntry>(entries: Iterable<T>): NameIndex<T> {
    const index = new NameIndex<T>();
    for (const entry of entries) {
      index.byId.set(entry.id, entry);
      index.sorted.push(entry);
      for (const word of wordsOf(entry.searchName)) {
        const list = index.byWord.get(word);
        if (list) list.push(entry);
        else index.byWord.set(word, [entry]);
      }
    }
    index.sorted.sort(compareNamed);
    for (const list of index.byWord.values()) list.sort(compareNamed);
    index.words.push(...[...index.byWord.keys()].sort(compareText));
    return index;
  }

  get size(): number {
    return this.byId.size;
  }

  /** Every entry in (searchName, id) order. */
  inOrder(): readonly T[] {
    return this.sorted;
  }

  /** Adds the entry, or replaces the one with its id. */
  put(entry: T): void {
    this.remove(entry.id);
    this.byId.set(entry.id, entry);
    this.sorted.splice(lowerBound(this.sorted, entry, compareNamed), 0, entry);
    for (const word of wordsOf(entry.searchName)) {
      if (!this.byWord.has(word)) this.words.splice(lowerBound(this.words, word, compareText), 0, word);
      insertSorted(this.byWord, word, entry);
    }
    const byTrigram = this.byTrigram;
    if (byTrigram) for (const trigram of trigramsOf(entry.searchName)) insertSorted(byTrigram, trigram, entry);
  }

  remove(id: number): void {
    const known = this.byId.get(id);
    if (!known) return;
    this.byId.delete(id);
    this.sorted.splice(lowerBound(this.sorted, known, compareNamed), 1);
    for (const word of wordsOf(known.searchName)) {
      if (removeSorted(this.byWord, word, known)) this.words.splice(lowerBound(this.words, word, compareText), 1);
    }
    const byTrigram = this.byTrigram;
    if (byTrigram) for (const trigram of trigramsOf(known.searchName)) removeSorted(byTrigram, trigram, known);
  }

  /**
   * The entries whose name holds `term` anywhere, in order: the names of the
   * list of its rarest three letters that hold the whole term.
   */
  *containing(term: string): Generator<T> {
    let candidates: readonly T[] = this.sorted;
    if (term.length >= 3) {
      const byTrigram = (this.byTrigram ??= this.trigramLists());
      for (const trigram of trigramsOf(term)) {
        const list = byTrigram.get(trigram) ?? [];
        if (list.length < candidates.length) candidates = list;
      }
    }
    for (const entry of candidates) if (entry.searchName.includes(term)) yield entry;
  }

  private trigramLists(): Map<string, T[]> {
    const lists = new Map<string, T[]>();
    // `sorted` is in order already, so every list is built in order.
    for (const entry of this.sorted) {
      for (const trigram of trigramsOf(entry.searchName)) {
        const list = lists.get(trigram);
        if (list) list.push(entry);
        else lists.set(trigram, [entry]);
      }
    }
    return lists;
  }

  /** The entries whose name starts with `prefix`, in order. */
  *startingWith(prefix: string): Generator<T> {
    for (let i = lowerBound(this.sorted, prefixProbe(prefix), compareNamed); i < this.sorted.length; i++) {
      const entry = this.sorted[i]!;
      if (!entry.searchName.startsWith(prefix)) return;
      yield entry;
    }
  }

  /**
   * The entries with any word starting with `prefix`, in order, each once: a
   * merge of those words' lists through a heap of their heads, so a short
   * prefix shared by hundreds of words costs a few comparisons per entry.
   */
  *withWordStarting(prefix: string): Generator<T> {
    const heads: { list: T[]; at: number }[] = [];
    for (
      let i = lowerBound(this.words, prefix, compareText);
      i < this.words.length && this.words[i]!.startsWith(prefix);
      i++
    ) {
      heads.push({ list: this.byWord.get(this.words[i]!)!, at: 0 });
    }
    const heap = new MinHeap(heads, (a, b) => compareNamed(a.list[a.at]!, b.list[b.at]!));
    let previous: T | undefined;
    while (heap.size > 0) {
      const head = heap.top;
      const entry = head.list[head.at]!;
      // The same entry under two words starting with the prefix comes out twice in a row.
      if (entry !== previous) yield entry;
      previous = entry;
      head.at++;
      if (head.at < head.list.length) heap.topChanged();
      else heap.pop();
    }
  }
}

/** A binary min-heap over an array it takes over. */
class MinHeap<T> {
  constructor(
    private readonly items: T[],
    private readonly compare: (a: T, b: T) => number,
  ) {
    for (let i = (items.length >>> 1) - 1; i >= 0; i--) this.siftDown(i);
  }

  get size(): number {
    return this.items.length;
  }

  get top(): T {
    return this.items[0]!;
  }

  /** The top item's key grew: move it down to its place. */
  topChanged(): void {
    this.siftDown(0);
  }

  pop(): void {
    const last = this.items.pop()!;
    if (this.items.length > 0) {
      this.items[0] = last;
      this.siftDown(0);
    }
  }

  private siftDown(start: number): void {
    const { items, compare } = this;
    let i = start;
    for (;;) {
      const left = 2 * i + 1;
      const right = left + 1;
      let smallest = i;
      if (left < items.length && compare(items[left]!, items[smallest]!) < 0) smallest = left;
      if (right < items.length && compare(items[right]!, items[smallest]!) < 0) smallest = right;
      if (smallest === i) return;
      [items[i], items[smallest]] = [items[smallest]!, items[i]!];
      i = smallest;
    }
  }
}
