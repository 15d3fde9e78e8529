/** A top-up is a deposit, a charge a withdrawal (spec 3 §3: withdrawal, otherwise deposit). */
export type TransactionType = 'deposit' | 'withdrawal';

/** Spec 3 §3: pending (Εκκρεμεί), completed (Ολοκληρώθηκε), failed (Απέτυχε). */
export type TransactionStatus = 'pending' | 'completed' | 'failed';

/** What a transaction does to a balance. Amounts are integer cents, always positive. */
export interface TransactionEffect {
  type: TransactionType;
  amountCents: number;
}

export interface WalletTransaction extends TransactionEffect {
  /** Absent means completed: a transaction recorded without a status has moved the money. */
  status?: TransactionStatus;
}
