import type { TUserInsights } from '@tennis/contracts';
import { formatCredits } from '@tennis/domain';
import { renderMail, type RenderedMail } from '../layout.js';

export const MONTHLY_INSIGHTS_TEMPLATE = 'monthly-insights';

export interface MonthlyInsightsMailInput {
  name: string;
  /** e.g. "Νοέμβριος 2026". */
  month: string;
  insights: TUserInsights;
  profileUrl: string;
  unsubscribeUrl: string;
}

/** The numbers of the user's insights, once a month (the `insights` communication preference). */
export function monthlyInsightsMail(input: MonthlyInsightsMailInput): RenderedMail {
  const { matches: m, ...rest } = input.insights;
  const lines = [
    `Αγώνες: ${m.played} (νίκες ${m.wins}, ήττες ${m.losses}, ποσοστό νικών ${m.winRate}%)`,
    `Φιλικοί αγώνες: ${m.friendly}`,
    `Προγραμματισμένοι αγώνες: ${m.upcoming}`,
    `Πρωταθλήματα: ${rest.championships} · Τουρνουά: ${rest.tournaments} · Επιτεύγματα: ${rest.achievements}`,
    ...(rest.walletBalanceCents === null ? [] : [`Υπόλοιπο πορτοφολιού: ${formatCredits(rest.walletBalanceCents)}`]),
    ...(rest.nextMatchAt ? [`Επόμενος αγώνας: ${rest.nextMatchAt}`] : []),
  ];
  return renderMail(`Τα στατιστικά σας · ${input.month}`, `Γεια σας ${input.name},`, {
    paragraphs: [`Η πορεία σας μέχρι το τέλος του μήνα ${input.month}:`, lines.join('\n')],
    action: { label: 'Το προφίλ μου', url: input.profileUrl },
    notes: ['Μπορείτε να σταματήσετε αυτά τα email από τις ρυθμίσεις επικοινωνίας του λογαριασμού σας (στατιστικά).'],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
