import { z } from 'zod';
import { ZDateTime } from './common.js';

// A self sign-up that names a player already on the platform (the guest's or
// the teammate's phone is theirs) becomes a request: the tournament's back
// office confirms it into participations or rejects it. A stranger who types
// someone's phone never signs that person up by themself.

export const PARTICIPATION_REQUEST_NOTICES = {
  received: 'Η αίτηση συμμετοχής σας καταχωρήθηκε και θα ολοκληρωθεί όταν την επιβεβαιώσει ο διοργανωτής',
  confirmed: 'Η αίτηση επιβεβαιώθηκε και η συμμετοχή καταχωρήθηκε',
  rejected: 'Η αίτηση συμμετοχής απορρίφθηκε',
} as const;

/** POST …/participate when the sign-up waits for the back office (202). */
export const ZParticipationRequestedResponse = z.object({ message: z.string(), requestId: z.number().int() });
export type TParticipationRequestedResponse = z.infer<typeof ZParticipationRequestedResponse>;

/** One person of a request: the details as sent, and the player already known by that phone. */
export const ZParticipationRequestPerson = z.object({
  name: z.string(),
  surname: z.string(),
  gender: z.number().int(),
  countryCallingCode: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  /** Whom the request would enter; null for a person new to the platform. */
  knownPlayer: z.object({ id: z.number().int(), displayName: z.string(), gender: z.number().int() }).nullable(),
});
export type TParticipationRequestPerson = z.infer<typeof ZParticipationRequestPerson>;

export const ZParticipationRequest = z.object({
  id: z.number().int(),
  /** Signed up by a signed-in player (their profile) rather than as a guest. */
  byPlayer: z.boolean(),
  participant: ZParticipationRequestPerson,
  teammate: ZParticipationRequestPerson.nullable(),
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  createdAt: ZDateTime,
});
export type TParticipationRequest = z.infer<typeof ZParticipationRequest>;

/** GET /api/backoffice/tournaments/{tournamentId}/participation-requests, oldest first. */
export const ZParticipationRequestListResponse = z.object({ data: z.array(ZParticipationRequest) });
export type TParticipationRequestListResponse = z.infer<typeof ZParticipationRequestListResponse>;
