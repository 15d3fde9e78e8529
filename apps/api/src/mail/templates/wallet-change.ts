import { renderMail, type RenderedMail } from '../layout.js';

export const WALLET_CHANGE_TEMPLATE = 'wallet-change';

export interface WalletChangeMailInput {
  name: string;
  kind: 'top-up' | 'charge';
  /** e.g. "20,00 ATC". */
  amount: string;
  balance: string;
  notes: string | null;
  walletUrl: string;
  /** The account's unsubscribe page; null for a player without an account (nothing to unsubscribe). */
  unsubscribeUrl: string | null;
}

/** One mail per top-up or charge, with the new balance (the `credits` communication preference). */
export function walletChangeMail(input: WalletChangeMailInput): RenderedMail {
  const subject =
    input.kind === 'top-up'
      ? `Κατάθεση ${input.amount} στο πορτοφόλι σας`
      : `Χρέωση ${input.amount} από το πορτοφόλι σας`;
  const what =
    input.kind === 'top-up'
      ? `Στο πορτοφόλι σας κατατέθηκαν ${input.amount}.`
      : `Από το πορτοφόλι σας χρεώθηκαν ${input.amount}.`;
  return renderMail(subject, `Γεια σας ${input.name},`, {
    paragraphs: [what, ...(input.notes ? [`Σημειώσεις: ${input.notes}`] : []), `Νέο υπόλοιπο: ${input.balance}`],
    action: { label: 'Το πορτοφόλι μου', url: input.walletUrl },
    notes: ['Μπορείτε να σταματήσετε αυτά τα email από τις ρυθμίσεις επικοινωνίας του λογαριασμού σας (πιστώσεις).'],
    ...(input.unsubscribeUrl ? { unsubscribeUrl: input.unsubscribeUrl } : {}),
  });
}
