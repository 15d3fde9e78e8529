/**
 * The Greek messages a category selection can be refused with. The first
 * three are the spec's (spec 2 §5 and, for an unknown option, the search
 * select's); the spec gives no wording for the others.
 */
export const ELIGIBILITY_MESSAGES = {
  noCategory: 'Θα πρέπει να επιλέξετε τουλάχιστον μία από τις κατηγορίες συμμετοχής του τουρνουά',
  teamGenderUnknown: 'Σφάλμα κατά την κατηγοριοποίηση της νέας ομάδας διπλών',
  unknownCategory: 'Μη έγκυρη επιλογή',
  notForPlayerGender: 'Η επιλεγμένη κατηγορία δεν αντιστοιχεί στο φύλο του αθλητή',
  notForTeamGender: 'Η επιλεγμένη κατηγορία δεν αντιστοιχεί στο φύλο της ομάδας διπλών',
  notSingles: 'Η επιλεγμένη κατηγορία δεν είναι κατηγορία μονού',
  notDoubles: 'Η επιλεγμένη κατηγορία δεν είναι κατηγορία διπλού',
} as const;
