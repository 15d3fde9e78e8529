// Greek names of the participation states and statuses in the exports (the
// ranking's PLAY, INJURY/PAUSE and OFF, spec 3 §4).
export const PARTICIPATION_STATE_LABELS = {
  pending: 'Αναμονή έγκρισης',
  approved: 'Εγκρίθηκε',
  rejected: 'Απορρίφθηκε',
  cancelled: 'Ακυρώθηκε',
} as const;

export const PARTICIPATION_STATUS_LABELS = { play: 'PLAY', pause: 'INJURY/PAUSE', off: 'OFF' } as const;
