import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, currentI18n } from './i18n';
import { getPreferences } from './preferences-store';
import { currentQueryClient } from './query-client';
import { currentScope, isServerRender, resolveScopesWith, type RenderScope } from './render-scope';
import { readCookie } from './cookies';

const serverScope = (cookieHeader: string): RenderScope => ({
  server: { cookieHeader, fetch: vi.fn<typeof fetch>() },
  i18n: i18n.cloneInstance({ initAsync: false }),
});

afterEach(() => resolveScopesWith(undefined));

describe('the render scope', () => {
  it('is one scope for the whole page in the browser', () => {
    expect(currentScope()).toBe(currentScope());
    expect(currentQueryClient()).toBe(currentQueryClient());
    expect(currentI18n()).toBe(i18n);
    expect(isServerRender()).toBe(false);
  });

  it('gives each server request its own query cache, so one visitor never sees what another fetched', () => {
    const first = serverScope('');
    const second = serverScope('');
    let active = first;
    resolveScopesWith(() => active);

    currentQueryClient().setQueryData(['tournament', 1], { name: 'Open 2026' });
    active = second;
    expect(currentQueryClient().getQueryData(['tournament', 1])).toBeUndefined();
    active = first;
    expect(currentQueryClient().getQueryData(['tournament', 1])).toEqual({ name: 'Open 2026' });
    expect(isServerRender()).toBe(true);
  });

  it("reads the cookies and preferences of the request being drawn, not the browser's", () => {
    const english = serverScope(`preferences=${encodeURIComponent('{"locale":"en","darkMode":true}')}`);
    const greek = serverScope('');
    let active = english;
    resolveScopesWith(() => active);

    expect(getPreferences()).toEqual({ locale: 'en', darkMode: true });
    expect(readCookie('preferences')).toContain('"locale":"en"');
    active = greek;
    expect(getPreferences()).toEqual({});
    expect(readCookie('preferences')).toBeUndefined();
  });

  it("translates in each request's own language while sharing the catalogues", async () => {
    const english = serverScope('');
    const greek = serverScope('');
    let active = english;
    resolveScopesWith(() => active);
    await currentI18n().changeLanguage('en');
    active = greek;

    expect(currentI18n().language).toBe('el');
    expect(english.i18n!.language).toBe('en');
    expect(i18n.language).toBe('el');
    expect(currentI18n().t('notFound.title')).toBe('Η σελίδα που ζητήσατε δε βρέθηκε');
  });

  it('throws outside a request on the server rather than share one scope between visitors', () => {
    resolveScopesWith(() => {
      throw new Error('no request is being drawn');
    });
    expect(() => currentQueryClient()).toThrow('no request is being drawn');
  });
});
