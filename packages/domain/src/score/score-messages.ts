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
  partAfterEarlyEnd: 'Δεν επιτρέπεται σκορ μετά από ret. ή def.',
  noWinner: 'Το σκορ δεν αναδεικνύει νικητή',
} as const;
