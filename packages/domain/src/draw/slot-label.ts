import type { DrawEntrantId, DrawSlot } from './knockout-draw.js';

/**
 * The short label a draw tile shows beside (or instead of) a name, spec 2 §2
 * "Draws screen": the seed number for a seeded entrant, "Q1" for a pending
 * qualifier or an entrant who came through qualifier 1, "BYE" for a bye and
 * "-" for a slot nobody holds yet. An unseeded direct entrant has no label.
 */
export function slotLabel<Id extends DrawEntrantId>(slot: DrawSlot<Id>): string {
  switch (slot.kind) {
    case 'participant':
      if (slot.seed !== null) return String(slot.seed);
      return slot.qualifier !== null ? `Q${slot.qualifier}` : '';
    case 'qualifier':
      return `Q${slot.qualifier}`;
    case 'bye':
      return 'BYE';
    case 'open':
      return '-';
  }
}
