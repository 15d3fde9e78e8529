/** The Greek messages an ATRP can be refused with. */
export const ATRP_MESSAGES = {
  /** Spec 3 §5: ATRP update and approval. */
  required: 'Αυτό το πεδίο είναι απαραίτητο',
  /** The spec's wording for a choice that is not among the options. */
  notALevel: 'Μη έγκυρη επιλογή',
} as const;
