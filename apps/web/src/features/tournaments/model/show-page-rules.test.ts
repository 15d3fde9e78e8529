import { describe, expect, it } from 'vitest';
import { showTilesFor } from './show-page-rules';

const permissions = (godMode: boolean) => ({ permissions: { backofficeView: true, update: true, godMode } });

describe('show page rules', () => {
  it('shows the statistics tile only in god mode', () => {
    expect(showTilesFor(permissions(true))).toContain('stats');
    expect(showTilesFor(permissions(false))).not.toContain('stats');
  });
});
