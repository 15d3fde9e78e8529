/**
 * Greek to Latin letters by ELOT 743 (the Greek standard, also the UN's), in
 * lower case: slugs and search keys do not need case, and Greek capitals lose
 * their accents, which the digraph rules below depend on.
 */
export function transliterateGreek(text: string): string {
  const letters = readLetters(text);
  let latin = '';
  for (let i = 0; i < letters.length; i += 1) {
    const current = letters[i] as Letter;
    const next = letters[i + 1];
    if (current.latin === null) {
      latin += current.char;
    } else if (formsDiphthong(current, next, 'αεη')) {
      // αυ, ευ, ηυ sound v before a voiced sound, f before a voiceless one or at the end.
      latin += `${current.latin}${isVoiced(letters[i + 2]) ? 'v' : 'f'}`;
      i += 1;
    } else if (formsDiphthong(current, next, 'ο')) {
      latin += 'ou';
      i += 1;
    } else if (current.char === 'μ' && next?.char === 'π') {
      // μπ is b at either end of a word and mp inside it.
      const atEdge = !isGreek(letters[i - 1]) || !isGreek(letters[i + 2]);
      latin += atEdge ? 'b' : 'mp';
      i += 1;
    } else if (current.char === 'γ' && next !== undefined && 'γξχ'.includes(next.char)) {
      // γγ, γξ, γχ are ng, nx, nch; γκ stays gk.
      latin += 'n';
    } else {
      latin += current.latin;
    }
  }
  return latin;
}

interface Letter {
  char: string;
  /** The letter's own Latin spelling; `null` for anything that is not a Greek letter. */
  latin: string | null;
  accent: boolean;
  dialytika: boolean;
}

const SINGLE: ReadonlyMap<string, string> = new Map(
  Object.entries({
    α: 'a',
    β: 'v',
    γ: 'g',
    δ: 'd',
    ε: 'e',
    ζ: 'z',
    η: 'i',
    θ: 'th',
    ι: 'i',
    κ: 'k',
    λ: 'l',
    μ: 'm',
    ν: 'n',
    ξ: 'x',
    ο: 'o',
    π: 'p',
    ρ: 'r',
    σ: 's',
    ς: 's',
    τ: 't',
    υ: 'y',
    φ: 'f',
    χ: 'ch',
    ψ: 'ps',
    ω: 'o',
  }),
);

const VOWELS = 'αεηιουω';
const VOICED_CONSONANTS = 'βγδζλμνρ';
const DIALYTIKA = '\u0308';
const COMBINING_MARK = /[\u0300-\u036f]/;

/** Splits text into letters with their accent and dialytika read off, since both break a diphthong. */
function readLetters(text: string): Letter[] {
  const letters: Letter[] = [];
  for (const char of text.toLowerCase().normalize('NFD')) {
    const previous = letters[letters.length - 1];
    if (COMBINING_MARK.test(char) && isGreek(previous)) {
      if (char === DIALYTIKA) previous.dialytika = true;
      else previous.accent = true;
    } else {
      letters.push({ char, latin: SINGLE.get(char) ?? null, accent: false, dialytika: false });
    }
  }
  return letters;
}

/** An accent on the first vowel or a dialytika on the υ keeps the two vowels apart (άυλος is a-y-los). */
function formsDiphthong(first: Letter, second: Letter | undefined, firstVowels: string): boolean {
  return firstVowels.includes(first.char) && second?.char === 'υ' && !first.accent && !second.dialytika;
}

function isGreek(letter: Letter | undefined): letter is Letter {
  return letter !== undefined && letter.latin !== null;
}

function isVoiced(letter: Letter | undefined): boolean {
  if (!isGreek(letter)) return false;
  return VOWELS.includes(letter.char) || VOICED_CONSONANTS.includes(letter.char);
}
