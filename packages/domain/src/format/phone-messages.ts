/** The Greek messages a phone number can be refused with. */
export const PHONE_MESSAGES = {
  /** Spec 2 §5, self-participation: the mobile does not match 69 and 8 digits. */
  invalidMobile: 'Το κινητό που εισάγατε δεν είναι έγκυρο',
  /** Spec 2 §5, self-participation: looking the mobile up failed. */
  mobileLookupFailed: 'Παρακαλούμε εισάγετε έναν έγκυρο κινητό τηλέφωνο',
  /** Spec 3 §5 gives the rule for a client's phone but no wording. */
  invalidPhone: 'Το τηλέφωνο πρέπει να έχει από 7 έως 15 ψηφία, χωρίς κενά και χωρίς πρόθεμα',
} as const;
