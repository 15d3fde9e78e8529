// Links a championship shows on its landing page (spec 3 §2 "videos … social
// and contact links"): YouTube videos, embedded by their id, and the league's
// pages on the social networks. Only these sites are accepted, so the landing
// page never embeds or links an arbitrary address.

export const EXTERNAL_LINK_MESSAGES = {
  youtubeVideo: 'Δώστε τη διεύθυνση ενός βίντεο του YouTube (youtube.com ή youtu.be)',
  facebook: 'Δώστε μια διεύθυνση του Facebook (facebook.com)',
  instagram: 'Δώστε μια διεύθυνση του Instagram (instagram.com)',
  youtube: 'Δώστε μια διεύθυνση του YouTube (youtube.com)',
} as const;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube'] as const;
export type TSocialNetwork = (typeof SOCIAL_NETWORKS)[number];

const NETWORK_SITES: Record<TSocialNetwork, readonly string[]> = {
  facebook: ['facebook.com', 'fb.com'],
  instagram: ['instagram.com'],
  youtube: ['youtube.com'],
};

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;

interface HttpsLink {
  /** The site without "www." or "m.": youtube.com for m.youtube.com. */
  site: string;
  segments: string[];
  query: Map<string, string>;
}

// This package has neither the browser's nor Node's URL type, and a link here
// needs no more than this: https, a plain host (no credentials, no port), and a
// path, query and fragment of the characters a URL allows unquoted (no quotes,
// no angle brackets, no spaces).
const PATH_CHARS = '[\\w\\-.~%!$&()*+,;=:@/]*';
const QUERY_CHARS = '[\\w\\-.~%!$&()*+,;=:@/?]*';
const HTTPS_LINK = new RegExp(
  `^https://([a-z0-9.-]+)(/${PATH_CHARS})?(?:\\?(${QUERY_CHARS}))?(?:#${QUERY_CHARS})?$`,
  'i',
);

function parseHttps(text: string): HttpsLink | null {
  const match = HTTPS_LINK.exec(text.trim());
  if (!match) return null;
  const [, host = '', path = '', search = ''] = match;
  const query = new Map<string, string>();
  for (const pair of search.split('&')) {
    const at = pair.indexOf('=');
    if (at > 0 && !query.has(pair.slice(0, at))) query.set(pair.slice(0, at), pair.slice(at + 1));
  }
  return { site: host.toLowerCase().replace(/^(www|m)\./, ''), segments: path.split('/').filter(Boolean), query };
}

/**
 * The 11-character id of a YouTube video link (watch?v=, youtu.be/, shorts/,
 * embed/, live/), or null for anything else, a channel included.
 */
export function youtubeVideoId(text: string): string | null {
  const link = parseHttps(text);
  if (!link) return null;
  const { site, segments } = link;
  let id: string | undefined;
  if (site === 'youtu.be') id = segments[0];
  else if (site === 'youtube.com' || site === 'youtube-nocookie.com') {
    if (segments[0] === 'watch') id = link.query.get('v');
    else if (segments[0] === 'shorts' || segments[0] === 'embed' || segments[0] === 'live') id = segments[1];
  }
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** An https address on the network's own site, with a page path (not just the home page). */
export function isSocialLink(network: TSocialNetwork, text: string): boolean {
  const link = parseHttps(text);
  return link !== null && NETWORK_SITES[network].includes(link.site) && link.segments.length > 0;
}
