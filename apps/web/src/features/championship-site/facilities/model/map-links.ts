// Google Maps by a search for the club and its address: no API key, and the
// same search in the frame and in the plain link, so both show the same place.

/**
 * The keyless embed form that marks the searched place. The security headers
 * allow exactly this path (`https://www.google.com/maps`) as a frame source.
 */
export const mapEmbedUrl = (query: string): string =>
  `https://www.google.com/maps?${new URLSearchParams({ q: query, hl: 'el', z: '16', output: 'embed' }).toString()}`;

/** Opens the place in the maps app on a phone, or in Google Maps in the browser. */
export const mapSearchUrl = (query: string): string =>
  `https://www.google.com/maps/search/?${new URLSearchParams({ api: '1', query }).toString()}`;
