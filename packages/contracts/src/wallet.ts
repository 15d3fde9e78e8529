import { z } from 'zod';
import { validateWalletAmount } from '@tennis/domain';
import { ZDateTime, ZId, DEFAULT_PAGE_LENGTH, PAGE_LENGTHS, listResponse } from './common.js';

/**
 * A player's wallet of prepaid ATC credits (spec 3 §3 Wallet, §5, §6;
 * decision 023): the balance and its transactions, top-ups, charges and
 * rollbacks. Money travels as integer cents; the texts are for display.
 */

export const WALLET_TEXTS = {
  missing: 'Ο επιλεγμένος αθλητής δεν έχει πορτοφόλι',
  noTransactions: 'Δε βρέθηκαν κινήσεις για το επιλεγμένο πορτοφόλι',
  created: 'Το πορτοφόλι δημιουργήθηκε με επιτυχία!',
  alreadyExists: 'Ο αθλητής έχει ήδη πορτοφόλι',
  toppedUp: 'Η κατάθεση πραγματοποιήθηκε με επιτυχία!',
  charged: 'Η χρέωση πραγματοποιήθηκε με επιτυχία!',
  rolledBack: 'Η συναλλαγή ακυρώθηκε με επιτυχία!',
  insufficientBalance:
    'Το υπόλοιπο του πορτοφολιού δεν επαρκεί για αυτή τη χρέωση. Επιβεβαιώστε τη χρέωση με αρνητικό υπόλοιπο για να συνεχίσετε.',
  balanceLimit: 'Το υπόλοιπο του πορτοφολιού θα ξεπερνούσε το ανώτατο όριο',
  notOwnTransaction: 'Μπορείτε να ακυρώσετε μόνο συναλλαγές που καταχωρήσατε εσείς',
  notCompleted: 'Ακυρώνονται μόνο ολοκληρωμένες συναλλαγές',
  alreadyRolledBack: 'Η συναλλαγή έχει ήδη ακυρωθεί',
  rollbackOfRollback: 'Μια ακύρωση δεν ακυρώνεται· καταχωρήστε νέα κίνηση',
  notInMatch: 'Ο αθλητής δεν αγωνίζεται στον επιλεγμένο αγώνα',
  idempotencyKeyReused: 'Το κλειδί Idempotency-Key χρησιμοποιήθηκε ήδη για διαφορετικό αίτημα',
  ownWalletOnly: 'Μπορείτε να δείτε μόνο το δικό σας πορτοφόλι',
  idempotencyKeyInvalid: 'Μη έγκυρο κλειδί Idempotency-Key',
} as const;

/** The largest single top-up or charge: 100.000,00 ATC. */
export const MAX_WALLET_AMOUNT = 100_000;
const MAX_AMOUNT_MESSAGE = 'Το ποσό δεν μπορεί να υπερβαίνει τα 100.000,00 ATC';

/** An amount in ATC (1 ATC = 100 cents): a number with step 0.01, at least 0.01 (spec 3 §5). */
export const ZWalletAmount = z
  .number()
  .max(MAX_WALLET_AMOUNT, MAX_AMOUNT_MESSAGE)
  .superRefine((value, ctx) => {
    const result = validateWalletAmount(value);
    if (!result.ok) ctx.addIssue({ code: 'custom', message: result.error });
  })
  .meta({ type: 'number', minimum: 0.01, maximum: MAX_WALLET_AMOUNT, multipleOf: 0.01 });

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Το πεδίο δεν μπορεί να υπερβαίνει τους ${max} χαρακτήρες`)
    .nullable()
    .optional()
    .transform((value) => (value ? value : null));

/** POST /api/players/{id}/wallet/top-up. */
export const ZWalletTopUpRequest = z.object({
  amount: ZWalletAmount,
  reference: optionalText(100),
  notes: optionalText(1000),
});
export type TWalletTopUpRequest = z.input<typeof ZWalletTopUpRequest>;

/**
 * POST /api/players/{id}/wallet/charge. `matchId`: a charge for a match
 * (payment on the spot). `allowOverdraft`: the back office confirms a charge
 * that takes the balance below zero (decision 023); without it such a charge
 * is refused with 409.
 */
export const ZWalletChargeRequest = ZWalletTopUpRequest.extend({
  matchId: ZId.nullable().optional(),
  allowOverdraft: z.boolean().optional(),
});
export type TWalletChargeRequest = z.input<typeof ZWalletChargeRequest>;

export const ZWalletTransactionParams = z.object({ id: ZId, walletTransactionId: ZId });

/** An optional `Idempotency-Key` header: the same key twice applies the change once. */
export const ZIdempotencyHeaders = z.object({
  'idempotency-key': z
    .string()
    .trim()
    .min(1)
    .max(200, 'Το κλειδί Idempotency-Key δεν μπορεί να υπερβαίνει τους 200 χαρακτήρες')
    .regex(/^[\x21-\x7e]+$/, 'Το κλειδί Idempotency-Key περιέχει μη επιτρεπτούς χαρακτήρες')
    .optional(),
});

export const ZWalletTransactionType = z.enum(['deposit', 'withdrawal']);
export const ZWalletTransactionStatus = z.enum(['pending', 'completed', 'failed']);
export type TWalletTransactionStatus = z.infer<typeof ZWalletTransactionStatus>;

export const ZWalletAgent = z.object({ id: z.number().int(), name: z.string(), surname: z.string() });

/** The match a transaction paid for: both sides as the draws name them. */
export const ZWalletMatch = z.object({
  id: z.number().int(),
  label: z.string(),
  scheduledAt: ZDateTime.nullable(),
});

export const ZWalletTransaction = z.object({
  id: z.number().int(),
  type: ZWalletTransactionType,
  status: ZWalletTransactionStatus,
  amountCents: z.number().int(),
  /** e.g. "12,50 ATC". */
  amount: z.string(),
  runningTotalCents: z.number().int(),
  runningTotal: z.string(),
  reference: z.string().nullable(),
  notes: z.string().nullable(),
  createdAt: ZDateTime,
  /** The match charged for (the old contract's chargeableId). */
  chargeableId: z.number().int().nullable(),
  match: ZWalletMatch.nullable(),
  agent: ZWalletAgent.nullable(),
  /** The transaction this one reverses, when it is a rollback. */
  reversesTransactionId: z.number().int().nullable(),
  rolledBackAt: ZDateTime.nullable(),
  permissions: z.object({ rollback: z.boolean() }),
});
export type TWalletTransaction = z.infer<typeof ZWalletTransaction>;

export const ZWalletListQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageLength: z.coerce
    .number()
    .int()
    .refine((n) => (PAGE_LENGTHS as readonly number[]).includes(n), 'Μη έγκυρο μέγεθος σελίδας')
    .default(DEFAULT_PAGE_LENGTH),
});
export type TWalletListQuery = z.infer<typeof ZWalletListQuery>;

export const ZWalletPlayer = z.object({ id: z.number().int(), displayName: z.string() });

/** GET /api/players/{id}/wallet: the balance and one page of transactions, newest first. */
export const ZWalletResponse = listResponse(ZWalletTransaction).extend({
  wallet: z.object({
    id: z.number().int(),
    player: ZWalletPlayer,
    /** e.g. "12,50 ATC". */
    balance: z.string(),
    /** The balance in ATC as a number (12.5), as the old contract gave it. */
    numericBalance: z.number(),
    balanceCents: z.number().int(),
    createdAt: ZDateTime,
    permissions: z.object({ topUp: z.boolean(), charge: z.boolean() }),
  }),
});
export type TWalletResponse = z.infer<typeof ZWalletResponse>;

/** GET /api/players/{id}/wallet/create: what creating the wallet would do, changing nothing. */
export const ZWalletCreateCheck = z.object({
  player: ZWalletPlayer,
  hasWallet: z.boolean(),
  message: z.string(),
});
export type TWalletCreateCheck = z.infer<typeof ZWalletCreateCheck>;

/** The answer of a top-up, charge, rollback or create: the notice and the wallet's new balance. */
export const ZWalletChangeResponse = z.object({
  message: z.string(),
  walletId: z.number().int(),
  balance: z.string(),
  balanceCents: z.number().int(),
  transactionId: z.number().int().nullable(),
});
export type TWalletChangeResponse = z.infer<typeof ZWalletChangeResponse>;

/** GET /api/matches/{id}/wallet-transactions: what was charged for a match, on the spot or later. */
export const ZMatchWalletTransactions = z.object({
  data: z.array(ZWalletTransaction.extend({ player: ZWalletPlayer })),
});
export type TMatchWalletTransactions = z.infer<typeof ZMatchWalletTransactions>;

/** GET /api/god/wallet-balance-check: wallets whose balance differs from the sum of their completed transactions. */
export const ZWalletBalanceCheck = z.object({
  checked: z.number().int(),
  mismatches: z.array(
    z.object({
      walletId: z.number().int(),
      playerId: z.number().int(),
      balanceCents: z.number().int(),
      sumCents: z.number().int(),
    }),
  ),
});
export type TWalletBalanceCheck = z.infer<typeof ZWalletBalanceCheck>;
