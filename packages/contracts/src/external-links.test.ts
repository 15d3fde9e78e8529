import { describe, expect, it } from 'vitest';
import { EXTERNAL_LINK_MESSAGES, ZSocialLinksInput, isSocialLink, youtubeVideoId } from './external-links.js';

describe('youtubeVideoId', () => {
  it.each([
    ['https://www.youtube.com/watch?v=JlrzSvCsIjE', 'JlrzSvCsIjE'],
    ['https://youtube.com/watch?feature=share&v=JlrzSvCsIjE&t=42', 'JlrzSvCsIjE'],
    ['https://m.youtube.com/watch?v=JlrzSvCsIjE', 'JlrzSvCsIjE'],
    ['https://youtu.be/JlrzSvCsIjE?si=abc', 'JlrzSvCsIjE'],
    ['https://www.youtube.com/shorts/JlrzSvCsIjE', 'JlrzSvCsIjE'],
    ['https://www.youtube.com/embed/JlrzSvCsIjE', 'JlrzSvCsIjE'],
    ['https://www.youtube.com/live/JlrzSvCsIjE', 'JlrzSvCsIjE'],
    [' https://youtu.be/JlrzSvCsIjE ', 'JlrzSvCsIjE'],
  ])('reads the id of %s', (url, id) => {
    expect(youtubeVideoId(url)).toBe(id);
  });

  it.each([
    'http://www.youtube.com/watch?v=JlrzSvCsIjE',
    'https://www.youtube.com/@athenstennis',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=JlrzSvCsIjE"><script>',
    'https://evil.example/watch?v=JlrzSvCsIjE',
    'https://youtube.com.evil.example/watch?v=JlrzSvCsIjE',
    'javascript:alert(1)',
    'not a url',
  ])('answers null for %s', (url) => {
    expect(youtubeVideoId(url)).toBeNull();
  });
});

describe('isSocialLink', () => {
  it('accepts a page on the network’s own site over https', () => {
    expect(isSocialLink('facebook', 'https://www.facebook.com/athenstennis')).toBe(true);
    expect(isSocialLink('instagram', 'https://instagram.com/athenstennis/')).toBe(true);
    expect(isSocialLink('youtube', 'https://www.youtube.com/@athenstennis')).toBe(true);
  });

  it('refuses another site, plain http, the bare home page and a look-alike host', () => {
    expect(isSocialLink('facebook', 'https://www.instagram.com/athenstennis')).toBe(false);
    expect(isSocialLink('facebook', 'http://www.facebook.com/athenstennis')).toBe(false);
    expect(isSocialLink('instagram', 'https://www.instagram.com/')).toBe(false);
    expect(isSocialLink('facebook', 'https://facebook.com.evil.example/athenstennis')).toBe(false);
    expect(isSocialLink('facebook', 'https://user@facebook.com/athenstennis')).toBe(false);
    expect(isSocialLink('facebook', 'https://www.facebook.com/athens"tennis')).toBe(false);
  });
});

describe('ZSocialLinksInput', () => {
  it('turns empty inputs into null and keeps valid links', () => {
    expect(ZSocialLinksInput.parse({ facebook: '  ', instagram: 'https://instagram.com/athenstennis' })).toEqual({
      facebook: null,
      instagram: 'https://instagram.com/athenstennis',
      youtube: null,
    });
  });

  it('names the network in the message of a wrong link', () => {
    const result = ZSocialLinksInput.safeParse({ youtube: 'https://vimeo.com/athenstennis' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['youtube'], message: EXTERNAL_LINK_MESSAGES.youtube });
  });
});
