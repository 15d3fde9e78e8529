import { renderMail, type RenderedMail } from '../layout.js';

export const ACHIEVEMENT_UNLOCKED_TEMPLATE = 'achievement-unlocked';

export interface AchievementUnlockedMailInput {
  name: string;
  /** The achievement's Greek title, with its tier, e.g. "Σερί νικών · επίπεδο 2". */
  achievement: string;
  achievementUrl: string;
  unsubscribeUrl: string;
}

/** One mail per unlocked achievement (the `achievements` communication preference). */
export function achievementUnlockedMail(input: AchievementUnlockedMailInput): RenderedMail {
  return renderMail(`Νέο επίτευγμα: ${input.achievement}`, `Γεια σας ${input.name},`, {
    paragraphs: [`Συγχαρητήρια! Ξεκλειδώσατε το επίτευγμα «${input.achievement}».`],
    action: { label: 'Τα επιτεύγματά μου', url: input.achievementUrl },
    notes: ['Μπορείτε να σταματήσετε αυτά τα email από τις ρυθμίσεις επικοινωνίας του λογαριασμού σας (επιτεύγματα).'],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
