import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ID, ZErrorResponse } from '@tennis/contracts';
import { checkWalletBalances } from '../players/wallet/check-wallet-balances.js';
import { buildCategoryFixture, categoryPath } from '../tournaments/draws/draw-test-fixtures.js';
import { createTestApp, type Agent, type TestApp } from '../test/app.js';
import { buildChampionship, buildClub, buildTournament } from '../test/build-records.js';
import { demoAgents } from '../test/demo-agents.js';
import { isIdName, loadOperations, urlOf, type Operation } from '../test/openapi-operations.js';
import { requestFor, type FuzzRequest } from '../test/request-arbitraries.js';

/*
 * The API under fire, every operation of its OpenAPI document.
 *
 * fast-check builds about 2,000 requests from the document's own schemas:
 * path ids of real records and malformed or out-of-range ones, queries and
 * JSON bodies that mostly pass validation, with hostile values swapped in at
 * every level (NUL characters, prototype names, huge and negative numbers,
 * long strings, wrong types, missing fields, unknown keys). Each is sent as a
 * guest, a player, a host or an admin, with the CSRF header, so it reaches
 * validation and the services behind it. It proves:
 *
 * - no request answers 5xx;
 * - every refusal is the documented `{ message, errors? }` and nothing else;
 * - a malformed id in a path is a 422 on that parameter (unless an earlier
 *   gate refused the request first: 400 for a body the JSON parser refuses,
 *   414 for a path segment longer than the router reads, 401, 403 or 429);
 * - afterwards the data still hold together: concluded matches have a winner,
 *   a knockout draw has all its matches or none, and no tournament has more
 *   participations than its max_participations, and every wallet's balance
 *   is the sum of its completed transactions.
 *
 * The seed is printed; FUZZ_SEED=<seed> runs the same requests again.
 */

const TOTAL_REQUESTS = 2000;
const SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

/** Operations that end the caller's session or account, which the later requests need. */
const SESSION_ENDERS = new Set([
  'GET /logout',
  'DELETE /delete-account',
  'GET /self-transform',
  'POST /api/self-transform',
  'POST /api/self-transform/stop',
]);

const ACTORS = ['guest', 'player', 'host', 'admin'] as const;
type Actor = (typeof ACTORS)[number];

let t: TestApp;
let as: Record<Actor, Agent>;
let operations: Operation[];

beforeAll(async () => {
  t = await createTestApp();
  const agents = await demoAgents(t.app);
  as = { guest: agents.guest, player: agents.player, host: agents.host, admin: agents.admin };
  operations = (await loadOperations(t.app)).filter((o) => !SESSION_ENDERS.has(`${o.method} ${o.path}`));
  // Records for the small ids to find: a drawn category, a nearly full open tournament, a championship, a club.
  const drawn = await buildCategoryFixture(t.db, { entrants: 6 });
  await as.host.post(`${categoryPath(drawn)}/initialize`, { drawSize: 8, qualifierMatches: 0 });
  const nearlyFull = await buildTournament(t.db, { state: 'pending', participationsOpen: true, maxParticipations: 3 });
  await buildCategoryFixture(t.db, { entrants: 2, tournamentId: nearlyFull.id, state: 'pending' });
  await buildChampionship(t.db);
  await buildClub(t.db);
  // A wallet with history, so top-ups, charges and rollbacks find one.
  await as.host.post(`/api/players/${t.seeded.playerId}/wallet/create`);
  await as.host.post(`/api/players/${t.seeded.playerId}/wallet/top-up`, { amount: 20 });
  // An entry of the Hall of Fame, so its changes, deletion and photo find one.
  await as.host.post('/api/hall-of-fame/entries', {
    year: 2020,
    type: 'singles',
    gender: 0,
    league: 'open',
    championName: 'Νίκος Ρήγας',
  });
}, 120_000);
afterAll(async () => t?.close());

type Response = Pick<Awaited<ReturnType<Agent['request']>>, 'statusCode' | 'body' | 'json'>;

/** The live pages' Server-Sent Events: an opened stream never ends by itself. */
const isEventStream = (operation: Operation) => operation.method === 'GET' && operation.path.endsWith('/live');

/** An event stream's opening status; a refusal's body is read as any other answer's. */
async function openStream(actor: Actor, url: string): Promise<Response> {
  const response = await as[actor].request({ method: 'GET', url, payloadAsStream: true });
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return { statusCode: 200, body: '', json: () => ({}) as never };
  }
  let body = '';
  for await (const chunk of stream) body += String(chunk);
  return { statusCode: response.statusCode, body, json: <T>() => JSON.parse(body) as T };
}

/**
 * Refusals that come before validation: an unreadable body, a path segment
 * the router will not read (414), the caller, the rate limit.
 */
const EARLIER_GATES = [400, 401, 403, 414, 429];

/**
 * A path value of `.` or `..` is a dot segment: the URL resolves it away
 * (RFC 3986 §5.2.4) and names another path, which is then rightly not found
 * (e.g. `/api/backoffice/championships/x/files/..`).
 */
const namesAnotherPath = (request: FuzzRequest) =>
  Object.values(request.path).some((value) => value === '.' || value === '..');

const isWellFormedId = (text: string) => /^\d{1,10}$/.test(text) && Number(text) >= 1 && Number(text) <= MAX_ID;

/** What is wrong with one answer, or null. */
function violationOf(operation: Operation, request: FuzzRequest, response: Response): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} with a body that is not JSON: ${response.body.slice(0, 200)}`;
  }
  if (!ZErrorResponse.strict().safeParse(body).success)
    return `answered ${response.statusCode} outside the documented shape: ${response.body.slice(0, 200)}`;
  const malformed = operation.pathParams.filter((p) => isIdName(p.name) && !isWellFormedId(request.path[p.name] ?? ''));
  if (response.statusCode === 404 && namesAnotherPath(request)) return null;
  if (malformed.length > 0 && !EARLIER_GATES.includes(response.statusCode)) {
    const errors = (body as { errors?: Record<string, string[]> }).errors ?? {};
    if (response.statusCode !== 422 || !malformed.some((p) => p.name in errors))
      return `answered ${response.statusCode} to a malformed id (${malformed.map((p) => `${p.name}=${request.path[p.name]}`).join(', ')})`;
  }
  return null;
}

function send(actor: Actor, operation: Operation, request: FuzzRequest): Promise<Response> {
  const search = new URLSearchParams(request.query).toString();
  const url = urlOf(operation, request.path) + (search ? `?${search}` : '');
  const { body } = request;
  if (isEventStream(operation)) return openStream(actor, url);
  if (body === undefined) return as[actor].request({ method: operation.method, url });
  // Objects go as JSON; a bare string, number or null too, as a client that sends the wrong thing would.
  const payload = typeof body === 'object' && body !== null ? (body as object) : JSON.stringify(body);
  return as[actor].request({
    method: operation.method,
    url,
    payload,
    headers: { 'content-type': 'application/json' },
  });
}

describe('the API under fuzzed requests', () => {
  it(`answers about ${TOTAL_REQUESTS} generated requests without a 5xx, in the documented error shape (seed printed)`, async () => {
    console.info(`openapi fuzz: seed ${SEED} (FUZZ_SEED=${SEED} repeats this run)`);
    expect(operations.length).toBeGreaterThan(150);
    const violations: string[] = [];
    const statuses = new Map<number, number>();
    const arbitrary = fc.constantFrom(...operations).chain((operation) =>
      fc.record({
        operation: fc.constant(operation),
        actor: fc.constantFrom(...ACTORS),
        request: requestFor(operation),
      }),
    );
    await fc.assert(
      fc.asyncProperty(arbitrary, async ({ operation, actor, request }) => {
        const response = await send(actor, operation, request);
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
        const violation = violationOf(operation, request, response);
        if (violation)
          violations.push(`${operation.method} ${operation.path} as ${actor} ${JSON.stringify(request)}: ${violation}`);
      }),
      { seed: SEED, numRuns: TOTAL_REQUESTS, endOnFailure: true },
    );
    // How far the requests got: a run that answered nothing but 422s would prove little.
    console.info(
      `openapi fuzz: answers ${[...statuses]
        .sort(([a], [b]) => a - b)
        .map(([s, n]) => `${s}×${n}`)
        .join(' ')}`,
    );
    expect(violations, `seed ${SEED}`).toEqual([]);
  }, 600_000);

  it('leaves the data whole: concluded matches have a winner, draws are all there or absent, no tournament over capacity, wallets add up', async () => {
    const { rows: withoutWinner } = await t.db.execute<{ id: number }>(
      sql`select id from matches where state = 'concluded' and winner is null`,
    );
    expect(withoutWinner).toEqual([]);
    const { rows: halfDrawn } = await t.db.execute<{ id: number; n: number }>(sql`
      select c.id, count(m.id)::int as n
      from tournament_categories c
      left join matches m on m.tournament_category_id = c.id and m.aa >= 1 and m.round_robin_group_id is null
      where c.draw_size is not null
      group by c.id, c.draw_size
      having count(m.id) not in (0, c.draw_size - 1)`);
    expect(halfDrawn).toEqual([]);
    const { rows: overCapacity } = await t.db.execute<{ id: number }>(sql`
      select t.id from tournaments t
      where t.max_participations is not null
        and (select count(*) from participations p
             where p.tournament_id = t.id and p.state in ('pending', 'approved')) > t.max_participations`);
    expect(overCapacity).toEqual([]);
    expect((await checkWalletBalances(t.db)).mismatches).toEqual([]);
  });
});
