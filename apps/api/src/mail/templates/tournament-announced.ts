import { renderMail, type RenderedMail } from '../layout.js';

export const TOURNAMENT_ANNOUNCED_TEMPLATE = 'tournament-announced';

export interface TournamentAnnouncedMailInput {
  name: string;
  hostName: string;
  tournamentName: string;
  /** Athens wall time, `YYYY-MM-DD HH:mm:ss`. */
  tournamentStart: string;
  participationsEnd: string;
  tournamentUrl: string;
  unsubscribeUrl: string;
}

/** "12/12/2026" from `2026-12-12 09:00:00`. */
const day = (wallTime: string) => wallTime.slice(0, 10).split('-').reverse().join('/');

/** One mail per player when a host they have played for publishes a tournament (the `events` preference). */
export function tournamentAnnouncedMail(input: TournamentAnnouncedMailInput): RenderedMail {
  return renderMail(`Νέο τουρνουά: ${input.tournamentName} · ${input.hostName}`, `Γεια σας ${input.name},`, {
    paragraphs: [
      `Ο διοργανωτής «${input.hostName}», στις διοργανώσεις του οποίου έχετε αγωνιστεί, ανακοίνωσε νέο τουρνουά: «${input.tournamentName}».`,
      `Έναρξη: ${day(input.tournamentStart)}. Δηλώσεις συμμετοχής έως ${day(input.participationsEnd)}.`,
    ],
    action: { label: 'Δείτε το τουρνουά', url: input.tournamentUrl },
    notes: ['Μπορείτε να σταματήσετε αυτά τα email από τις ρυθμίσεις επικοινωνίας του λογαριασμού σας (εκδηλώσεις).'],
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
