/** The refusals of a full tournament (max_participations, spec 2 §3); the spec gives no wording, these are ours. */
export const CAPACITY_MESSAGES = {
  full: 'Οι συμμετοχές του τουρνουά έχουν συμπληρωθεί',
  oneLeft: 'Απομένει μόνο 1 θέση στο τουρνουά',
  fewLeft: (left: number) => `Απομένουν μόνο ${left} θέσεις στο τουρνουά`,
} as const;
