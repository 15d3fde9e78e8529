// A crowd of phones following a tournament, run in its own process (so its
// parsing never delays the server's answers) and driven over IPC by a bench.
//
// Each spectator does what an open live page does: it holds the tournament's
// event stream and one keep-alive connection, refetches its page (a draw or
// the order of play) as soon as its stream announces a change, and besides
// asks at a steady pace from its own random phase, as independent phones do
// (a load generator whose clients all tick on the same second would measure
// a burst of the whole crowd each second instead). A request is timed from
// when it was due, so one waiting behind a slow answer on its connection
// counts its wait.
import { fork } from 'node:child_process';
import { Agent, request } from 'node:http';
import { fileURLToPath } from 'node:url';

export interface CrowdPlan {
  base: string;
  /** The pages the spectators look at, shared out in turn. */
  paths: string[];
  /** The event stream every spectator holds open. */
  streamPath: string;
  /** Loopback addresses the streams come from: one network may hold only so many open. */
  streamAddresses: number;
  spectators: number;
  /** Steady requests a second from each spectator, besides the refetches. */
  rate: number;
  durationMs: number;
  headers: Record<string, string>;
  seed: number;
}

export interface CrowdTimes {
  /** Milliseconds from due to answered, every request. */
  latencies: number[];
  /** The same, the refetches alone. */
  refetches: number[];
  errors: number;
  /** Per announced version: how many streams heard it, and when the last did (epoch ms). */
  announced: Record<number, { streams: number; lastAt: number }>;
}

type CrowdMessage = { type: 'start'; plan: CrowdPlan };
type CrowdReport = { type: 'following' } | { type: 'done'; times: CrowdTimes };

/** Wall-clock milliseconds, comparable between the bench's processes. */
export const epochNow = () => performance.timeOrigin + performance.now();

/** A small seeded generator: the same phases on every run. */
function mulberry32(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Spectator {
  agent: Agent;
  path: string;
  closeStream?: () => void;
}

async function runCrowd(plan: CrowdPlan, following: () => void): Promise<CrowdTimes> {
  const times: CrowdTimes = { latencies: [], refetches: [], errors: 0, announced: {} };
  const random = mulberry32(plan.seed);
  let inFlight = 0;
  let timersLeft = plan.spectators;
  let finish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (finish = resolve));
  let ends = Infinity;

  const ask = (spectator: Spectator, due: number, refetch: boolean) => {
    inFlight += 1;
    const settle = (ok: boolean) => {
      inFlight -= 1;
      const took = performance.now() - due;
      if (!ok) times.errors += 1;
      else {
        times.latencies.push(took);
        if (refetch) times.refetches.push(took);
      }
      if (timersLeft === 0 && inFlight === 0) finish();
    };
    const outgoing = request(
      `${plan.base}${spectator.path}`,
      { agent: spectator.agent, headers: plan.headers },
      (response) => {
        response.resume();
        response.on('end', () => settle(response.statusCode === 200));
        response.on('error', () => settle(false));
      },
    );
    outgoing.on('error', () => settle(false));
    outgoing.end();
  };

  /** The stream a live page holds: each new version is heard, counted and refetched. */
  const follow = (spectator: Spectator, localAddress: string) =>
    new Promise<void>((resolve, reject) => {
      let current: number | null = null;
      const outgoing = request(
        `${plan.base}${plan.streamPath}`,
        { localAddress, headers: { accept: 'text/event-stream' } },
        (response) => {
          if (response.statusCode !== 200) reject(new Error(`stream answered ${response.statusCode}`));
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            for (const match of chunk.matchAll(/^id: (\d+)$/gm)) {
              const version = Number(match[1]);
              // The first event is the version the page was opened at.
              if (current !== null && version > current) {
                const heard = (times.announced[version] ??= { streams: 0, lastAt: 0 });
                heard.streams += 1;
                heard.lastAt = epochNow();
                if (performance.now() < ends) ask(spectator, performance.now(), true);
              }
              current = Math.max(current ?? 0, version);
            }
          });
          resolve();
        },
      );
      outgoing.on('error', reject);
      spectator.closeStream = () => outgoing.destroy();
      outgoing.end();
    });

  const spectators: Spectator[] = Array.from({ length: plan.spectators }, (_, i) => ({
    agent: new Agent({ keepAlive: true, maxSockets: 1 }),
    path: plan.paths[i % plan.paths.length]!,
  }));
  await Promise.all(spectators.map((s, i) => follow(s, `127.0.0.${2 + (i % plan.streamAddresses)}`)));
  following();

  const interval = 1000 / plan.rate;
  const started = performance.now();
  ends = started + plan.durationMs;
  for (const spectator of spectators) {
    let due = started + random() * interval;
    const tick = () => {
      if (due >= ends) {
        timersLeft -= 1;
        if (timersLeft === 0 && inFlight === 0) finish();
        return;
      }
      ask(spectator, due, false);
      due += interval;
      setTimeout(tick, Math.max(0, due - performance.now()));
    };
    setTimeout(tick, Math.max(0, due - performance.now()));
  }
  await finished;
  for (const { agent, closeStream } of spectators) {
    closeStream?.();
    agent.destroy();
  }
  return times;
}

export interface Crowd {
  /** Resolves once every spectator's stream is open and the steady reading begins. */
  following: Promise<void>;
  times: Promise<CrowdTimes>;
}

/** Starts a crowd in a child process; its times arrive when the plan's duration is over. */
export function startCrowd(plan: CrowdPlan): Crowd {
  const child = fork(fileURLToPath(import.meta.url), [], { execArgv: ['--import', 'tsx'] });
  let onFollowing: () => void = () => undefined;
  const following = new Promise<void>((resolve) => (onFollowing = resolve));
  const times = new Promise<CrowdTimes>((resolve, reject) => {
    child.on('message', (message: CrowdReport) => {
      if (message.type === 'following') onFollowing();
      else {
        resolve(message.times);
        child.kill();
      }
    });
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`the crowd's process ended (${code}) before answering`)));
  });
  child.send({ type: 'start', plan } satisfies CrowdMessage);
  return { following, times };
}

// Run as a child process: one plan in, the times out.
if (process.send) {
  const report = (message: CrowdReport) => process.send!(message);
  process.once('message', (message: CrowdMessage) => {
    void runCrowd(message.plan, () => report({ type: 'following' })).then((times) => report({ type: 'done', times }));
  });
}
