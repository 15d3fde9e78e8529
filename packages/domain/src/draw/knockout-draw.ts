// The shape of a knockout draw. It is plain data (JSON-safe) so the API can
// store each match as a row and rebuild the draw from the rows.

/** A participation id (singles) or doubles team id; the draw never looks inside. */
export type DrawEntrantId = string | number;

export type DrawSide = 'home' | 'away';

/** What stands on one side of a match. */
export type DrawSlot<Id extends DrawEntrantId = number> =
  | {
      kind: 'participant';
      id: Id;
      /** The seed the entrant carries through the draw, or null when unseeded. */
      seed: number | null;
      /** The qualifier number when the entrant came through qualifier match -n. */
      qualifier: number | null;
    }
  /** No opponent: the other side goes through without playing. */
  | { kind: 'bye' }
  /** Waits for the winner of qualifier match aa = -qualifier (label "Q1", "Q2", …). */
  | { kind: 'qualifier'; qualifier: number }
  /** Nobody yet: the winner of an earlier match, or a line left free for a placement. */
  | { kind: 'open' };

export type DrawParticipantSlot<Id extends DrawEntrantId = number> = Extract<DrawSlot<Id>, { kind: 'participant' }>;

export interface DrawMatchLink {
  aa: number;
  side: DrawSide;
}

export interface DrawMatch<Id extends DrawEntrantId = number> {
  /**
   * The match number in the draw: 1 … drawSize − 1 for the main draw, round by
   * round and top to bottom (the final is drawSize − 1); −1, −2, … for the
   * qualifier matches, whose winner fills the slot labelled Q1, Q2, ….
   */
  aa: number;
  /**
   * Players in the round: 2 is the final, 4 the semifinals, 8 the
   * quarterfinals, …. Qualifier matches are played before the first round of a
   * draw of N, so they carry 2 × N.
   */
  tournamentPhase: number;
  /** 1-based position within its round, top to bottom (the qualifier number for a qualifier match). */
  order: number;
  isQualifierMatch: boolean;
  home: DrawSlot<Id>;
  away: DrawSlot<Id>;
  winner: DrawSide | null;
  /** Where the winner goes; null for the final. */
  next: DrawMatchLink | null;
}

export interface KnockoutDraw<Id extends DrawEntrantId = number> {
  drawSize: number;
  /** The main draw: exactly drawSize − 1 matches, in `aa` order. */
  matches: DrawMatch<Id>[];
  /** The qualifier matches, in qualifier-number order (aa −1, −2, …). */
  qualifierMatches: DrawMatch<Id>[];
  /** Entrants without a line: the overflow of a halved draw, or those taken out of a slot. */
  unplaced: Id[];
}

/** A transformation of the draw either gives the new draw or says, in Greek, why the state forbids it. */
export type DrawResult<Id extends DrawEntrantId = number> =
  { ok: true; draw: KnockoutDraw<Id> } | { ok: false; message: string };
