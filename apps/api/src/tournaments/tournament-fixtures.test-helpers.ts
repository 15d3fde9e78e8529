import sharp from 'sharp';
import type { Db } from '../db/client.js';
import { hostCategories, participations, sponsors, tournamentCategories } from '../db/schema/index.js';
import { buildPlayer } from '../test/build-records.js';

let sequence = 0;
const next = () => (sequence += 1);

export async function buildHostCategory(
  db: Db,
  hostId: number,
  values: Partial<typeof hostCategories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(hostCategories)
    .values({ hostId, name: `Ανδρών Απλό ${next()}`, type: 'singles', gender: 0, ...values })
    .returning();
  return row!;
}

export async function buildSponsor(db: Db, hostId: number) {
  const [row] = await db
    .insert(sponsors)
    .values({ hostId, name: `Χορηγός ${next()}` })
    .returning();
  return row!;
}

export async function buildCategory(
  db: Db,
  tournamentId: number,
  values: Partial<typeof tournamentCategories.$inferInsert> = {},
) {
  const [row] = await db
    .insert(tournamentCategories)
    .values({ tournamentId, name: `Κατηγορία ${next()}`, type: 'singles', gender: 0, ...values })
    .returning();
  return row!;
}

/** A new player entered in the category with the given fee. */
export async function enter(
  db: Db,
  tournamentId: number,
  categoryId: number,
  state: 'pending' | 'approved' | 'rejected',
  feeCents = 2000,
  playerId?: number,
) {
  const player = playerId ?? (await buildPlayer(db)).id;
  const [row] = await db
    .insert(participations)
    .values({ tournamentId, tournamentCategoryId: categoryId, playerId: player, state, feeCents })
    .returning();
  return row!;
}

/** A multipart body as a browser sends it: the fields as JSON in `payload`, then the files. */
export function multipartBody(payload: object | null, files: { field: string; filename: string; content: Buffer }[]) {
  const boundary = `----tournament${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (payload)
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="payload"\r\n\r\n${JSON.stringify(payload)}\r\n`,
      ),
    );
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export const png = () =>
  sharp({ create: { width: 30, height: 40, channels: 3, background: '#c2410c' } })
    .png()
    .toBuffer();
export const pdf = () => Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
