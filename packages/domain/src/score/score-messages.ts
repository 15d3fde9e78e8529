import type { PartRule } from './match-format.js';

/**
 * The Greek messages a score can be refused with. The first is the spec's
 * (spec 3 §5); the spec gives no wording for the others.
 */
export const SCORE_MESSAGES = {
  invalidGames: 'Μη έγκυρη τιμή για τον αριθμό games',
  missingScore: 'Συμπληρώστε το σκορ και των δύο πλευρών',
  invalidSet: 'Μη έγκυρο σκορ σετ: ένα σετ τελειώνει 6-0 έως 6-4, 7-5 ή 7-6',
  impossibleEndedSet: 'Μη έγκυρο σκορ σετ: το σκορ αυτό δεν μπορεί να προκύψει σε σετ που έληξε με ret. ή def.',
  invalidSuperTieBreak:
    'Μη έγκυρο σκορ super tie-break: νικά όποιος φτάσει πρώτος τους 10 πόντους με διαφορά τουλάχιστον 2',
  impossibleEndedSuperTieBreak:
    'Μη έγκυρο σκορ super tie-break: το σκορ αυτό δεν μπορεί να προκύψει σε super tie-break που έληξε με ret. ή def.',
  superTieBreakRequired: 'Τα σετ είναι 1-1: συμπληρώστε το super tie-break',
  superTieBreakNotAllowed: 'Super tie-break παίζεται μόνο όταν τα σετ είναι 1-1',
  setRequired: 'Κανείς δεν έχει κερδίσει ακόμη τα σετ που χρειάζεται: συμπληρώστε και αυτό το σετ',
  setNotPlayed: 'Ο αγώνας είχε κριθεί: αυτό το σετ δεν παίχτηκε',
  partAfterEarlyEnd: 'Δεν επιτρέπεται σκορ μετά από ret. ή def.',
  tieBreakPoints: 'Οι πόντοι tie-break γράφονται μόνο σε σετ που κρίθηκε στο tie-break (π.χ. 7-6)',
  invalidTieBreakPoints: 'Μη έγκυρη τιμή για τους πόντους tie-break',
  walkoverWithScore: 'Σε walkover δεν καταχωρείται σκορ',
  noWinner: 'Το σκορ δεν αναδεικνύει νικητή',
} as const;

/** Why a typed part is not a finished one, in the words of its rule (the league's set keeps the spec's wording). */
export function invalidPartMessage(rule: PartRule): string {
  if (rule.kind === 'tieBreak') {
    if (rule.tieBreakTo === 10) return SCORE_MESSAGES.invalidSuperTieBreak;
    return `Μη έγκυρο σκορ tie-break: νικά όποιος φτάσει πρώτος τους ${rule.tieBreakTo} πόντους με διαφορά τουλάχιστον 2`;
  }
  const { setTo, tieBreakAt } = rule;
  if (tieBreakAt === null) {
    return `Μη έγκυρο σκορ σετ: ένα σετ τελειώνει όταν κάποιος φτάσει τα ${setTo} games με διαφορά τουλάχιστον 2`;
  }
  if (setTo === 6 && tieBreakAt === 6) return SCORE_MESSAGES.invalidSet;
  const plain = `${setTo}-0 έως ${setTo}-${setTo - 2}`;
  const seven = tieBreakAt === setTo ? `, ${setTo + 1}-${setTo - 1}` : '';
  return `Μη έγκυρο σκορ σετ: ένα σετ τελειώνει ${plain}${seven} ή ${tieBreakAt + 1}-${tieBreakAt}`;
}

/** Why an early-ended part's count cannot happen. */
export function impossiblePartMessage(rule: PartRule): string {
  return rule.kind === 'tieBreak' ? SCORE_MESSAGES.impossibleEndedSuperTieBreak : SCORE_MESSAGES.impossibleEndedSet;
}
