import { useState, type DragEvent } from 'react';
import type { TOrderOfPlayMatch } from '@tennis/contracts';

/** What the server lets trade places: a scheduled match not played yet and not a bye. */
export const canSwap = (match: TOrderOfPlayMatch) =>
  match.state !== 'concluded' && !match.bye && match.scheduledAt !== null;

/**
 * Drag and drop between the order of play's match cards (a desktop's mouse;
 * a phone, or the keyboard, changes the time in the match's options). Dropping
 * one match on another asks to swap their time and court.
 */
export function useMatchDrag(onSwap: ((matchId: number, otherMatchId: number) => void) | undefined) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const propsOf = (match: TOrderOfPlayMatch) => {
    if (!onSwap || !canSwap(match)) return {};
    return {
      draggable: true,
      'data-drop-target': over === match.id && dragged !== match.id ? 'true' : undefined,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', String(match.id));
        setDragged(match.id);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null || dragged === match.id) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(match.id);
      },
      onDragLeave: () => setOver((current) => (current === match.id ? null : current)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const from = Number(event.dataTransfer.getData('text/plain')) || dragged;
        setDragged(null);
        setOver(null);
        if (from && from !== match.id) onSwap(from, match.id);
      },
    };
  };
  return { propsOf, dragging: dragged !== null };
}
