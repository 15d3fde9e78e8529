import { renderMail, type RenderedMail } from '../layout.js';

export const MATCH_RESULT_TEMPLATE = 'match-result';

export interface MatchResultMailInput {
  name: string;
  /** Championship or tournament name. */
  eventName: string;
  /** The two sides, the reader's first. */
  ownSide: string;
  otherSide: string;
  won: boolean;
  /** The score from the winner's side, e.g. "6-4 3-6 10-8"; empty for a walkover. */
  score: string;
  profileUrl: string;
  unsubscribeUrl: string;
}

/** One mail per player when a match of theirs is scored (the `results` communication preference). */
export function matchResultMail(input: MatchResultMailInput): RenderedMail {
  const outcome = input.won ? 'Νίκη' : 'Ήττα';
  const subject = `${outcome} ${input.score ? `${input.score} ` : ''}απέναντι σε ${input.otherSide} · ${input.eventName}`;
  return renderMail(subject, `Γεια σας ${input.name},`, {
    paragraphs: [
      `Καταχωρήθηκε το αποτέλεσμα του αγώνα σας στο «${input.eventName}».`,
      `${input.ownSide} – ${input.otherSide}: ${outcome.toLowerCase()}${input.score ? `, ${input.score}` : ' (w/o)'}`,
    ],
    action: { label: 'Το προφίλ μου', url: input.profileUrl },
    notes: ['Μπορείτε να σταματήσετε αυτά τα email από τις ρυθμίσεις επικοινωνίας του λογαριασμού σας (αποτελέσματα).'],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
