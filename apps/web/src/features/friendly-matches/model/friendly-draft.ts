import type { TFriendlyMatchSubmitRequest, TMatchScoreRequest, TSurface } from '@tennis/contracts';
import type { PlayerOption } from '../../../components/player-picker/player-picker';
import { DEFAULT_TIME } from '../../../components/score-form/schedule-times';

/** The wizard's draft as its controls hold it (spec 3 §3 friendly match draft): players as picked, ids as text. */
export type FriendlyDraft = {
  type: 'singles' | 'doubles';
  date: string;
  time: string;
  clubId: string;
  surface: string;
  otherClubName: string;
  otherClubSurface: string;
  teammate: PlayerOption | null;
  opponent: PlayerOption | null;
  opponent_2: PlayerOption | null;
  notes: string;
};

export const blankDraft = (): FriendlyDraft => ({
  type: 'singles',
  date: '',
  time: DEFAULT_TIME,
  clubId: '',
  surface: '',
  otherClubName: '',
  otherClubSurface: '',
  teammate: null,
  opponent: null,
  opponent_2: null,
  notes: '',
});

/** The Athens time of the match as the server reads it, or empty until a day is chosen. */
export const scheduledAtOf = (draft: FriendlyDraft): string => (draft.date ? `${draft.date} ${draft.time}:00` : '');

const doubles = (draft: FriendlyDraft) => draft.type === 'doubles';

/** The request of the draft: a listed club sends its surface, an unlisted one its name and surface; singles no pair. */
export function submitRequestOf(draft: FriendlyDraft, score: TMatchScoreRequest): TFriendlyMatchSubmitRequest {
  const listed = draft.clubId !== '';
  return {
    friendly: true,
    type: draft.type,
    scheduledAt: scheduledAtOf(draft),
    clubId: listed ? Number(draft.clubId) : null,
    surface: listed ? ((draft.surface || null) as TSurface | null) : null,
    otherClubName: listed ? null : draft.otherClubName.trim() || null,
    otherClubSurface: listed ? null : ((draft.otherClubSurface || null) as TSurface | null),
    teammate: doubles(draft) ? (draft.teammate?.playerId ?? null) : null,
    opponent: draft.opponent?.playerId ?? null,
    opponent_2: doubles(draft) ? (draft.opponent_2?.playerId ?? null) : null,
    notes: draft.notes.trim() || null,
    score,
  };
}
