import { day, type Day } from './calendar.js';

// The tournaments of the demo, one in every state the spec names, and what
// the hosts offer to build them from (categories, sponsors).

type HostCategoryKey = 'MS' | 'WS' | 'MD' | 'WD' | 'XD' | 'MS45' | 'MA';

export interface HostCategoryPlan {
  key: HostCategoryKey;
  name: string;
  abbreviation: string;
  type: 'singles' | 'doubles';
  /** 0 men, 1 women, 2 mixed. */
  gender: 0 | 1 | 2;
}

const CATEGORY: Record<HostCategoryKey, HostCategoryPlan> = {
  MS: { key: 'MS', name: 'Ανδρών Απλό', abbreviation: 'ΑΑ', type: 'singles', gender: 0 },
  WS: { key: 'WS', name: 'Γυναικών Απλό', abbreviation: 'ΓΑ', type: 'singles', gender: 1 },
  MD: { key: 'MD', name: 'Ανδρών Διπλό', abbreviation: 'ΑΔ', type: 'doubles', gender: 0 },
  WD: { key: 'WD', name: 'Γυναικών Διπλό', abbreviation: 'ΓΔ', type: 'doubles', gender: 1 },
  XD: { key: 'XD', name: 'Μικτό Διπλό', abbreviation: 'ΜΔ', type: 'doubles', gender: 2 },
  MS45: { key: 'MS45', name: 'Ανδρών Απλό 45+', abbreviation: 'ΑΑ45', type: 'singles', gender: 0 },
  MA: { key: 'MA', name: 'Masters Ανδρών', abbreviation: 'MA', type: 'singles', gender: 0 },
};

export const HOST_CATEGORIES: Record<1 | 2, readonly HostCategoryPlan[]> = {
  1: [CATEGORY.MS, CATEGORY.WS, CATEGORY.MD, CATEGORY.WD, CATEGORY.XD, CATEGORY.MS45, CATEGORY.MA],
  2: [CATEGORY.MS, CATEGORY.WS, CATEGORY.XD],
};

export const SPONSORS: Record<1 | 2, readonly { name: string; url: string }[]> = {
  1: [
    { name: 'Αθλητικά Είδη Κίνηση', url: 'https://example.com/kinisi' },
    { name: 'Φυσικοθεραπευτήριο Ανάταση', url: 'https://example.com/anatasi' },
    { name: 'String Lab Εργαστήριο Χορδών', url: 'https://example.com/string-lab' },
    { name: 'Καφέ Ace', url: 'https://example.com/cafe-ace' },
  ],
  2: [
    { name: 'Μπουγάτσα Θερμαϊκός', url: 'https://example.com/thermaikos' },
    { name: 'Οπτικά Λευκός Πύργος', url: 'https://example.com/lefkos-pyrgos' },
  ],
};

/** A knockout draw and how far it has been played. */
export interface KnockoutPlan {
  kind: 'knockout';
  seeds: number;
  /** Rounds fully played; 'all' up to the final. */
  roundsPlayed: number | 'all';
  /** Matches already played in the round after those. */
  nextRoundPlayed?: number;
  /** First-round matches won by walkover. */
  walkovers?: number;
}

/** Round-robin groups and how many group matches have been played. */
interface GroupsPlan {
  kind: 'round-robin';
  groups: number;
  groupSize: number;
  /** The knockout draw after the groups. */
  followUpSize: 4;
  matchesPlayed: number;
}

export interface CategoryPlan {
  key: HostCategoryKey;
  /** Approved entries: players in singles, teams in doubles. */
  approved: number;
  pending?: number;
  rejected?: number;
  cancelled?: number;
  /** Share of approved entries already paid. */
  paidShare: number;
  /** Seeds set before the draw (pending tournaments). */
  seeds?: number;
  draw?: KnockoutPlan | GroupsPlan;
}

export interface TournamentPlan {
  hostId: 1 | 2;
  name: string;
  state: 'draft' | 'coming-soon' | 'pending' | 'underway' | 'archived';
  /** Null: various clubs. */
  club: string | null;
  /** Null: various surfaces. */
  surface: 'clay' | 'hard' | null;
  start: Day;
  end: Day;
  participationsEnd: Day;
  participationsOpen: boolean;
  firstCategoryCostCents: number;
  secondCategoryCostCents: number | null;
  maxParticipations: number | null;
  sponsors: number;
  notes: string | null;
  createdAt: Day;
  categories: CategoryPlan[];
}

export const TOURNAMENTS: readonly TournamentPlan[] = [
  {
    hostId: 1,
    name: 'Open TAF 2026',
    state: 'archived',
    club: 'TAF',
    surface: 'clay',
    start: day(2026, 9, 21),
    end: day(2026, 10, 18),
    participationsEnd: day(2026, 9, 17),
    participationsOpen: false,
    firstCategoryCostCents: 3000,
    secondCategoryCostCents: 1500,
    maxParticipations: 64,
    sponsors: 3,
    notes: 'Δύο σετ των 6 games με tie-break στο 6-6 και super tie-break στο 1-1. No-ad στα διπλά.',
    createdAt: day(2026, 8, 20),
    categories: [
      {
        key: 'MS',
        approved: 36,
        rejected: 1,
        paidShare: 1,
        draw: { kind: 'knockout', seeds: 8, roundsPlayed: 'all', walkovers: 1 },
      },
      { key: 'WS', approved: 7, paidShare: 1, draw: { kind: 'knockout', seeds: 2, roundsPlayed: 'all' } },
      { key: 'XD', approved: 6, paidShare: 1, draw: { kind: 'knockout', seeds: 2, roundsPlayed: 'all' } },
    ],
  },
  {
    hostId: 1,
    name: 'Χειμερινό Τουρνουά Αθηνών 2026',
    state: 'underway',
    club: null,
    surface: null,
    start: day(2026, 11, 14),
    end: day(2026, 12, 6),
    participationsEnd: day(2026, 11, 10),
    participationsOpen: false,
    firstCategoryCostCents: 2500,
    secondCategoryCostCents: 1500,
    maxParticipations: 80,
    sponsors: 4,
    notes: 'Οι αγώνες διεξάγονται στα συνεργαζόμενα γήπεδα του Athens Tennis.',
    createdAt: day(2026, 10, 12),
    categories: [
      {
        key: 'MS',
        approved: 27,
        rejected: 2,
        paidShare: 0.85,
        draw: { kind: 'knockout', seeds: 8, roundsPlayed: 1, nextRoundPlayed: 5 },
      },
      { key: 'WS', approved: 11, pending: 1, paidShare: 0.8, draw: { kind: 'knockout', seeds: 4, roundsPlayed: 1 } },
      {
        key: 'MD',
        approved: 7,
        paidShare: 0.7,
        draw: { kind: 'knockout', seeds: 2, roundsPlayed: 0, nextRoundPlayed: 2 },
      },
    ],
  },
  {
    hostId: 1,
    name: 'Masters Φθινοπώρου 2026',
    state: 'underway',
    club: 'ΟΤΚ',
    surface: 'clay',
    start: day(2026, 11, 7),
    end: day(2026, 11, 29),
    participationsEnd: day(2026, 11, 3),
    participationsOpen: false,
    firstCategoryCostCents: 4000,
    secondCategoryCostCents: null,
    maxParticipations: 8,
    sponsors: 2,
    notes: 'Δύο όμιλοι των τεσσάρων· οι δύο πρώτοι κάθε ομίλου προκρίνονται στους ημιτελικούς.',
    createdAt: day(2026, 10, 5),
    categories: [
      {
        key: 'MA',
        approved: 8,
        paidShare: 1,
        seeds: 2,
        draw: { kind: 'round-robin', groups: 2, groupSize: 4, followUpSize: 4, matchesPlayed: 7 },
      },
    ],
  },
  {
    hostId: 1,
    name: 'Τουρνουά Χριστουγέννων 2026',
    state: 'pending',
    club: 'TENEZ',
    surface: 'hard',
    start: day(2026, 12, 12),
    end: day(2026, 12, 20),
    participationsEnd: day(2026, 12, 9),
    participationsOpen: true,
    firstCategoryCostCents: 2500,
    secondCategoryCostCents: 1500,
    maxParticipations: 48,
    sponsors: 2,
    notes: 'Γιορτινό τουρνουά με δώρα για όλους τους συμμετέχοντες.',
    createdAt: day(2026, 11, 2),
    categories: [
      { key: 'MS', approved: 10, pending: 4, rejected: 1, cancelled: 1, paidShare: 0.5, seeds: 4 },
      { key: 'WS', approved: 5, pending: 3, paidShare: 0.4 },
      { key: 'XD', approved: 3, pending: 1, paidShare: 0.3 },
    ],
  },
  {
    hostId: 1,
    name: 'Τουρνουά Άνοιξης 2027',
    state: 'coming-soon',
    club: 'ΑΚΤΓ',
    surface: 'hard',
    start: day(2027, 3, 20),
    end: day(2027, 4, 4),
    participationsEnd: day(2027, 3, 16),
    participationsOpen: false,
    firstCategoryCostCents: 2500,
    secondCategoryCostCents: 1500,
    maxParticipations: 64,
    sponsors: 2,
    notes: null,
    createdAt: day(2026, 11, 18),
    categories: [
      { key: 'MS', approved: 0, paidShare: 0 },
      { key: 'WS', approved: 0, paidShare: 0 },
      { key: 'MD', approved: 0, paidShare: 0 },
      { key: 'WD', approved: 0, paidShare: 0 },
    ],
  },
  {
    hostId: 1,
    name: 'Τουρνουά Βετεράνων 45+ 2027',
    state: 'draft',
    club: 'ΟΑΚ',
    surface: 'clay',
    start: day(2027, 5, 8),
    end: day(2027, 5, 16),
    participationsEnd: day(2027, 5, 4),
    participationsOpen: false,
    firstCategoryCostCents: 2000,
    secondCategoryCostCents: null,
    maxParticipations: 32,
    sponsors: 0,
    notes: 'Πρόχειρο: εκκρεμεί η επιβεβαίωση των γηπέδων.',
    createdAt: day(2026, 11, 19),
    categories: [{ key: 'MS45', approved: 0, paidShare: 0 }],
  },
  {
    hostId: 2,
    name: 'Τουρνουά Θεσσαλονίκης 2026',
    state: 'pending',
    club: 'ΟΑΘ',
    surface: 'clay',
    start: day(2026, 12, 5),
    end: day(2026, 12, 13),
    participationsEnd: day(2026, 12, 1),
    participationsOpen: true,
    firstCategoryCostCents: 2000,
    secondCategoryCostCents: 1000,
    maxParticipations: 32,
    sponsors: 2,
    notes: 'Το πρώτο τουρνουά της σεζόν στη Θεσσαλονίκη.',
    createdAt: day(2026, 11, 1),
    categories: [
      { key: 'MS', approved: 4, pending: 2, paidShare: 0.5 },
      { key: 'WS', approved: 2, pending: 1, paidShare: 0.5 },
    ],
  },
];
