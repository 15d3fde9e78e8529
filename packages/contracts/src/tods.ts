import { z } from 'zod';

// A tournament in the Tennis Open Data Standards (TODS) shape, for other
// tennis software to read: its participants, and per category an event with
// its entries and one draw whose structures hold the matchUps, their format,
// their score and who won. Ids are prefixed strings ("player-12", "match-40").

const ZTodsSide = z.union([z.literal(1), z.literal(2)]);

export const ZTodsSet = z.object({
  setNumber: z.number().int(),
  side1Score: z.number().int().optional(),
  side2Score: z.number().int().optional(),
  side1TiebreakScore: z.number().int().optional(),
  side2TiebreakScore: z.number().int().optional(),
  winningSide: ZTodsSide.optional(),
});

export const ZTodsMatchUp = z.object({
  matchUpId: z.string(),
  matchUpType: z.enum(['SINGLES', 'DOUBLES']),
  matchUpFormat: z.string(),
  roundNumber: z.number().int().optional(),
  roundPosition: z.number().int().optional(),
  /** Which places of the structure meet, the lower one as side 1. */
  drawPositions: z.array(z.number().int()),
  matchUpStatus: z.enum(['TO_BE_PLAYED', 'BYE', 'COMPLETED', 'RETIRED', 'DEFAULTED', 'WALKOVER']),
  winningSide: ZTodsSide.optional(),
  score: z.object({ sets: z.array(ZTodsSet) }).optional(),
});

export const ZTodsPositionAssignment = z.object({
  drawPosition: z.number().int(),
  participantId: z.string().optional(),
  bye: z.boolean().optional(),
  qualifier: z.boolean().optional(),
});

const todsStructureFields = {
  structureId: z.string(),
  structureName: z.string(),
  stage: z.enum(['QUALIFYING', 'MAIN', 'PLAY_OFF']),
  stageSequence: z.number().int(),
};

export const ZTodsEliminationStructure = z.object({
  ...todsStructureFields,
  positionAssignments: z.array(ZTodsPositionAssignment),
  seedAssignments: z.array(z.object({ seedNumber: z.number().int(), participantId: z.string() })),
  matchUps: z.array(ZTodsMatchUp),
});

export const ZTodsGroupsStructure = z.object({
  ...todsStructureFields,
  structureType: z.literal('CONTAINER'),
  finishingPosition: z.literal('WIN_RATIO'),
  structures: z.array(
    z.object({
      ...todsStructureFields,
      structureType: z.literal('ITEM'),
      finishingPosition: z.literal('WIN_RATIO'),
      positionAssignments: z.array(ZTodsPositionAssignment),
      matchUps: z.array(ZTodsMatchUp),
    }),
  ),
});

export const ZTodsEntry = z.object({
  participantId: z.string(),
  entryStatus: z.enum(['DIRECT_ACCEPTANCE', 'WILDCARD', 'QUALIFIER', 'LUCKY_LOSER', 'SPECIAL_EXEMPT', 'ALTERNATE']),
  entryStage: z.literal('MAIN'),
});

export const ZTodsTournamentRecord = z.object({
  tournamentId: z.string(),
  tournamentName: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  participants: z.array(
    z.object({
      participantId: z.string(),
      participantName: z.string(),
      participantRole: z.literal('COMPETITOR'),
      participantType: z.enum(['INDIVIDUAL', 'PAIR']),
      person: z
        .object({
          personId: z.string(),
          standardGivenName: z.string(),
          standardFamilyName: z.string(),
        })
        .optional(),
      individualParticipantIds: z.array(z.string()).optional(),
    }),
  ),
  events: z.array(
    z.object({
      eventId: z.string(),
      eventName: z.string(),
      eventType: z.enum(['SINGLES', 'DOUBLES']),
      entries: z.array(ZTodsEntry),
      drawDefinitions: z.array(
        z.object({
          drawId: z.string(),
          drawName: z.string(),
          drawType: z.enum(['SINGLE_ELIMINATION', 'ROUND_ROBIN', 'ROUND_ROBIN_WITH_PLAYOFF']),
          matchUpType: z.enum(['SINGLES', 'DOUBLES']),
          matchUpFormat: z.string(),
          entries: z.array(ZTodsEntry),
          structures: z.array(z.union([ZTodsGroupsStructure, ZTodsEliminationStructure])),
        }),
      ),
    }),
  ),
});
export type TTodsTournamentRecord = z.infer<typeof ZTodsTournamentRecord>;
export type TTodsMatchUp = z.infer<typeof ZTodsMatchUp>;
export type TTodsSet = z.infer<typeof ZTodsSet>;
export type TTodsPositionAssignment = z.infer<typeof ZTodsPositionAssignment>;
export type TTodsEliminationStructure = z.infer<typeof ZTodsEliminationStructure>;
export type TTodsGroupsStructure = z.infer<typeof ZTodsGroupsStructure>;
export type TTodsEntry = z.infer<typeof ZTodsEntry>;
