/** The Greek messages an amount can be refused with; the spec gives none (spec 3 §5 gives the rule). */
export const WALLET_MESSAGES = {
  invalidAmount: 'Μη έγκυρο ποσό: εισάγετε έναν αριθμό με έως 2 δεκαδικά ψηφία',
  amountTooSmall: 'Το ποσό πρέπει να είναι τουλάχιστον 0,01',
} as const;
