import sharp from 'sharp';
import type { AchievementShare } from './load-achievement-share.js';

// The picture a shared achievement link shows in chats and feeds (Open Graph):
// drawn as SVG from the achievement and turned into a PNG by sharp, at the
// 1200×630 that link previews expect. The tier colours are the page's badges'
// (spec 3 §9: 1 primary, 2 teal, 3 warning, 4 danger).

export const BADGE_IMAGE_WIDTH = 1200;
export const BADGE_IMAGE_HEIGHT = 630;

const TIER_COLOURS: Record<AchievementShare['tier'], { fill: string; text: string }> = {
  1: { fill: '#a84a23', text: '#ffffff' },
  2: { fill: '#0f766e', text: '#ffffff' },
  3: { fill: '#fbbf24', text: '#0b2018' },
  4: { fill: '#b91c1c', text: '#ffffff' },
};

const FONT = "'DejaVu Sans', 'Noto Sans', 'Liberation Sans', Arial, sans-serif";

const escapeXml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** At most `max` characters, cut at a word with an ellipsis: a name never runs off the picture. */
function fit(value: string, max: number): string {
  if (value.length <= max) return value;
  const cut = value.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The description over at most two lines of about `width` characters. */
function lines(value: string, width: number): string[] {
  const words = value.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (const word of words) {
    if (line && `${line} ${word}`.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out.length > 2 ? [out[0]!, fit(out.slice(1).join(' '), width)] : out;
}

/** The achievement's name as large as its length lets it fit the 700 pixels beside the medal. */
const nameSize = (name: string) => (name.length <= 17 ? 64 : name.length <= 24 ? 44 : 36);

/** The badge's SVG: the tier's medal on the left, the family, the achievement and the player on the right. */
export function achievementBadgeSvg(share: AchievementShare): string {
  const colour = TIER_COLOURS[share.tier];
  const text = (x: number, y: number, size: number, weight: number, fill: string, value: string) =>
    `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(value)}</text>`;
  const description = lines(share.description, 38).map((line, i) => text(470, 380 + i * 40, 30, 400, '#3f3f46', line));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${BADGE_IMAGE_WIDTH}" height="${BADGE_IMAGE_HEIGHT}" viewBox="0 0 ${BADGE_IMAGE_WIDTH} ${BADGE_IMAGE_HEIGHT}">`,
    '<rect width="1200" height="630" fill="#fbf3ef"/>',
    `<rect x="0" y="0" width="1200" height="16" fill="${colour.fill}"/>`,
    `<circle cx="240" cy="315" r="170" fill="${colour.fill}"/>`,
    `<circle cx="240" cy="315" r="146" fill="none" stroke="${colour.text}" stroke-opacity="0.55" stroke-width="6"/>`,
    `<text x="240" y="372" text-anchor="middle" font-family="${FONT}" font-size="170" font-weight="700" fill="${colour.text}">${share.tier}</text>`,
    text(
      470,
      150,
      34,
      700,
      colour.fill === '#fbbf24' ? '#8a3c1d' : colour.fill,
      fit(`${share.familyName} · Επίπεδο ${share.tier}`, 40),
    ),
    text(470, 235, nameSize(share.name), 700, '#0b2018', fit(share.name, 30)),
    text(470, 305, 36, 400, '#1d553d', fit(share.playerName, 32)),
    ...description,
    text(470, 560, 28, 700, '#a84a23', 'Athens Tennis'),
    '</svg>',
  ].join('');
}

/** The badge as a 1200×630 PNG. */
export async function achievementBadgePng(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
