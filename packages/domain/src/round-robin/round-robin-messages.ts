// The refusals of the round-robin rules, in Greek. The first four are the
// spec's own wording (spec 2 §5 "Round-robin setup", "Proceed to knockout");
// the rest are ours, for checks the spec implies but does not word.
export const ROUND_ROBIN_MESSAGES = {
  invalidGroups: 'Οι τιμές αρχικοποίησης των ομίλων που εισάγατε δεν είναι έγκυρες',
  followUpRequired: 'Επιλέξτε την πολιτική ολοκλήρωσης της φάσης των ομίλων',
  knockoutSizeRequired: 'Επιλέξτε το μέγεθος του ταμπλό που θα ακολουθήσει μετά τη φάση των ομίλων',
  seededSelectionRequired: 'Η επιλογή των seeded συμμετοχών είναι υποχρεωτική',
  selectionTooLong: 'Οι επιλογές είναι περισσότερες από τις θέσεις του ταμπλό',
  duplicateSelection: 'Η ίδια συμμετοχή έχει επιλεγεί περισσότερες από μία φορές',
  tooFewSelections: (minimum: number): string => `Επιλέξτε τουλάχιστον ${minimum} συμμετοχές για το ταμπλό`,
} as const;

/** One refused field, ready for the API's `errors: { field: [message] }`. */
export interface RoundRobinIssue {
  field: string;
  message: string;
}
