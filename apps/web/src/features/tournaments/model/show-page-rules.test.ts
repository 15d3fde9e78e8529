import { describe, expect, it } from 'vitest';
import { canGoBack, canGoForward, canPrintWinners, canToggleParticipations, showTilesFor } from './show-page-rules';

const permissions = (godMode: boolean) => ({ permissions: { backofficeView: true, update: true, godMode } });

describe('show page rules', () => {
  it('shows the statistics tile only in god mode', () => {
    expect(showTilesFor(permissions(true))).toContain('stats');
    expect(showTilesFor(permissions(false))).not.toContain('stats');
  });

  it.each([
    ['draft', false, true, false, false],
    ['coming-soon', true, true, true, false],
    ['pending', true, true, true, false],
    ['underway', true, true, true, true],
    ['archived', false, false, true, true],
  ] as const)('in %s: toggle %s, forward %s, back %s, print winners %s', (state, toggle, forward, back, print) => {
    expect([canToggleParticipations(state), canGoForward(state), canGoBack(state), canPrintWinners(state)]).toEqual([
      toggle,
      forward,
      back,
      print,
    ]);
  });
});
