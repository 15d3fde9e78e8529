// The achievement catalogue (spec 3 §2, §9; decision 030): eight families of
// real-tennis milestones, each with tiers 1 to 4 at rising thresholds. A tier
// is unlocked by the championship or tournament match that first carries its
// measure to the threshold (see unlock-achievements.ts).

export const ACHIEVEMENT_FAMILIES = [
  'matches',
  'wins',
  'win-streak',
  'comebacks',
  'upsets',
  'bagels',
  'super-tie-breaks',
  'titles',
] as const;
export type AchievementFamily = (typeof ACHIEVEMENT_FAMILIES)[number];
export type AchievementTier = 1 | 2 | 3 | 4;

export interface AchievementText {
  name: string;
  description: string;
}

export interface AchievementDefinition {
  /** Stable key, `family-threshold`, e.g. "wins-50". */
  key: string;
  family: AchievementFamily;
  tier: AchievementTier;
  threshold: number;
  /** Greek, the platform's language. */
  el: AchievementText;
  en: AchievementText;
}

interface FamilyDefinition {
  family: AchievementFamily;
  thresholds: readonly [number, number, number, number];
  names: readonly [el: string, en: string][];
  describe: (n: number) => { el: string; en: string };
}

const times = (n: number, one: string, many: string): string => (n === 1 ? one : many.replace('{n}', String(n)));

const FAMILIES: readonly FamilyDefinition[] = [
  {
    family: 'matches',
    thresholds: [10, 25, 50, 100],
    names: [
      ['Τακτικός παίκτης', 'Regular'],
      ['Φανατικός του τένις', 'Tennis devotee'],
      ['Μαραθωνοδρόμος', 'Marathoner'],
      ['Εκατοντάρης', 'Centurion'],
    ],
    describe: (n) => ({ el: `Έπαιξε ${n} αγώνες.`, en: `Played ${n} matches.` }),
  },
  {
    family: 'wins',
    thresholds: [10, 25, 50, 100],
    names: [
      ['Νικητής', 'Winner'],
      ['Σταθερή αξία', 'Consistent'],
      ['Ακούραστος νικητής', 'Relentless'],
      ['Θρύλος των γηπέδων', 'Court legend'],
    ],
    describe: (n) => ({ el: `Κέρδισε ${n} αγώνες.`, en: `Won ${n} matches.` }),
  },
  {
    family: 'win-streak',
    thresholds: [3, 5, 8, 12],
    names: [
      ['Σε φόρμα', 'In form'],
      ['Σερί', 'On a roll'],
      ['Ασταμάτητος', 'Unstoppable'],
      ['Αήττητος', 'Invincible'],
    ],
    describe: (n) => ({ el: `Κέρδισε ${n} αγώνες στη σειρά.`, en: `Won ${n} matches in a row.` }),
  },
  {
    family: 'comebacks',
    thresholds: [1, 3, 5, 10],
    names: [
      ['Ανατροπή', 'Comeback'],
      ['Δεν τα παρατάω', 'Never give up'],
      ['Μάστορας των ανατροπών', 'Comeback master'],
      ['Φοίνικας', 'Phoenix'],
    ],
    describe: (n) => ({
      el: times(n, 'Κέρδισε έναν αγώνα αφού έχασε το πρώτο σετ.', 'Κέρδισε {n} αγώνες αφού έχασε το πρώτο σετ.'),
      en: times(n, 'Won a match after losing the first set.', 'Won {n} matches after losing the first set.'),
    }),
  },
  {
    family: 'upsets',
    thresholds: [1, 5, 10, 25],
    names: [
      ['Έκπληξη', 'Upset'],
      ['Γιγαντοκτόνος', 'Giant killer'],
      ['Φόβος των φαβορί', 'Favourites beware'],
      ['Δαβίδ', 'David'],
    ],
    describe: (n) => ({
      el: times(
        n,
        'Κέρδισε σε μονό αντίπαλο με ATRP τουλάχιστον 0.5 υψηλότερο.',
        'Κέρδισε {n} φορές σε μονό αντίπαλο με ATRP τουλάχιστον 0.5 υψηλότερο.',
      ),
      en: times(
        n,
        'Beat a singles opponent rated at least 0.5 ATRP higher.',
        'Beat a singles opponent rated at least 0.5 ATRP higher {n} times.',
      ),
    }),
  },
  {
    family: 'bagels',
    thresholds: [1, 5, 10, 25],
    names: [
      ['Κουλούρι', 'Bagel'],
      ['Φούρναρης', 'Baker'],
      ['Αρτοποιός', 'Bakery'],
      ['Αρτοβιομηχανία', 'Bagel factory'],
    ],
    describe: (n) => ({
      el: times(n, 'Κέρδισε ένα σετ με 6-0.', 'Κέρδισε {n} σετ με 6-0.'),
      en: times(n, 'Won a set 6-0.', 'Won {n} sets 6-0.'),
    }),
  },
  {
    family: 'super-tie-breaks',
    thresholds: [1, 5, 10, 20],
    names: [
      ['Ψυχραιμία', 'Cool head'],
      ['Ατσάλινα νεύρα', 'Nerves of steel'],
      ['Βασιλιάς του tie-break', 'Tie-break king'],
      ['Παγωμένο αίμα', 'Ice in the veins'],
    ],
    describe: (n) => ({
      el: times(n, 'Κέρδισε έναν αγώνα στο super tie-break.', 'Κέρδισε {n} αγώνες στο super tie-break.'),
      en: times(n, 'Won a match in the super tie-break.', 'Won {n} matches in the super tie-break.'),
    }),
  },
  {
    family: 'titles',
    thresholds: [1, 3, 5, 10],
    names: [
      ['Πρώτος τίτλος', 'First title'],
      ['Συλλέκτης τίτλων', 'Title collector'],
      ['Πρωταθλητής', 'Champion'],
      ['Κυρίαρχος', 'Dominator'],
    ],
    describe: (n) => ({
      el: times(n, 'Κέρδισε έναν τελικό τουρνουά.', 'Κέρδισε {n} τελικούς τουρνουά.'),
      en: times(n, 'Won a tournament final.', 'Won {n} tournament finals.'),
    }),
  },
];

/** Every achievement, family by family, tier 1 to 4. */
export const ACHIEVEMENT_CATALOGUE: readonly AchievementDefinition[] = FAMILIES.flatMap((family) =>
  family.thresholds.map((threshold, index) => {
    const text = family.describe(threshold);
    const [elName, enName] = family.names[index]!;
    return {
      key: `${family.family}-${threshold}`,
      family: family.family,
      tier: (index + 1) as AchievementTier,
      threshold,
      el: { name: elName, description: text.el },
      en: { name: enName, description: text.en },
    };
  }),
);

/** The Greek name of each family, for the page's groups. */
export const ACHIEVEMENT_FAMILY_NAMES: Record<AchievementFamily, { el: string; en: string }> = {
  matches: { el: 'Αγώνες', en: 'Matches' },
  wins: { el: 'Νίκες', en: 'Wins' },
  'win-streak': { el: 'Σερί νικών', en: 'Win streaks' },
  comebacks: { el: 'Ανατροπές', en: 'Comebacks' },
  upsets: { el: 'Νίκες επί ισχυρότερων', en: 'Upsets' },
  bagels: { el: 'Σετ 6-0', en: 'Bagels' },
  'super-tie-breaks': { el: 'Super tie-break', en: 'Super tie-breaks' },
  titles: { el: 'Τίτλοι', en: 'Titles' },
};
