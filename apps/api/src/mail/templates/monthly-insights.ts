import type { TUserInsights } from '@tennis/contracts';
import { formatCredits } from '@tennis/domain';
import type { MonthInsights } from '../../notifications/compute-month-insights.js';
import { renderMail, type RenderedMail } from '../layout.js';

export const MONTHLY_INSIGHTS_TEMPLATE = 'monthly-insights';

export interface MonthlyInsightsMailInput {
  name: string;
  /** e.g. "Νοέμβριος 2026". */
  month: string;
  /** The month's own numbers. */
  monthly: MonthInsights;
  /** Where the user stands now: upcoming matches, wallet, next match. */
  insights: TUserInsights;
  profileUrl: string;
  unsubscribeUrl: string;
}

/** The past month's numbers and where the user stands now, once a month (the `insights` communication preference). */
export function monthlyInsightsMail(input: MonthlyInsightsMailInput): RenderedMail {
  const { monthly: m, insights: now } = input;
  const month = [
    `Αγώνες: ${m.played} (νίκες ${m.wins}, ήττες ${m.losses}, ποσοστό νικών ${m.winRate}%)`,
    `Φιλικοί αγώνες: ${m.friendly}`,
    `Νέα επιτεύγματα: ${m.achievements}`,
  ];
  const today = [
    `Προγραμματισμένοι αγώνες: ${now.matches.upcoming}`,
    ...(now.walletBalanceCents === null ? [] : [`Υπόλοιπο πορτοφολιού: ${formatCredits(now.walletBalanceCents)}`]),
    ...(now.nextMatchAt ? [`Επόμενος αγώνας: ${now.nextMatchAt}`] : []),
  ];
  return renderMail(`Τα στατιστικά σας · ${input.month}`, `Γεια σας ${input.name},`, {
    paragraphs: [`Ο μήνας σας (${input.month}):`, month.join('\n'), 'Σήμερα:', today.join('\n')],
    action: { label: 'Το προφίλ μου', url: input.profileUrl },
    notes: ['Μπορείτε να σταματήσετε αυτά τα email από τις ρυθμίσεις επικοινωνίας του λογαριασμού σας (στατιστικά).'],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
