import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { clientNetwork } from '../lib/client-network.js';
import { HttpError, MESSAGES } from '../lib/http-error.js';
import type { LiveTopic, LiveVersions } from './live-versions.js';

// One Server-Sent Events stream: the version of what the page shows, as the
// event's id (the browser sends it back as Last-Event-ID when it reconnects),
// then one event per change and a comment as heartbeat. The page refetches
// its data on each event; the stream carries nothing but the number.

/** Streams one network may hold open in a process: a family or a club's wifi, not one phone's runaway loop. */
export const MAX_STREAMS_PER_NETWORK = 40;
/** How long the browser waits before reconnecting after the stream drops. */
const RETRY_MS = 2_000;

export interface EventStreams {
  /** Answers the request with a stream following `topic` from `version` (the current one, read and authorised by the caller). */
  open(request: FastifyRequest, reply: FastifyReply, topic: LiveTopic, version: number): FastifyReply;
  /** Ends every open stream (the process is stopping; the browsers reconnect to another). */
  endAll(): void;
  /** Streams open in this process. */
  readonly size: number;
}

/** The version the browser last saw, from Last-Event-ID; anything that is not ours counts as none. */
function lastEventVersion(request: FastifyRequest): number | null {
  const header = request.headers['last-event-id'];
  const text = Array.isArray(header) ? header[0] : header;
  return text !== undefined && /^\d{1,10}$/.test(text) ? Number(text) : null;
}

const event = (version: number) => `id: ${version}\ndata: ${version}\n\n`;

/**
 * The streams of this process over its shared version poll. A browser that
 * saw an older version, or none, is sent the current one at once; one that
 * saw it (or a newer one, from another process a moment ahead) is sent
 * nothing until the next change.
 */
export function eventStreams(versions: LiveVersions): EventStreams {
  /** Open streams per client network. */
  const perNetwork = new Map<string, number>();
  const enders = new Set<() => void>();

  function open(request: FastifyRequest, reply: FastifyReply, topic: LiveTopic, version: number): FastifyReply {
    const network = clientNetwork(request.ip);
    const count = perNetwork.get(network) ?? 0;
    if (count >= MAX_STREAMS_PER_NETWORK) throw new HttpError(429, MESSAGES.tooMany);
    perNetwork.set(network, count + 1);

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      // The security headers set for every answer on request.
      ...(reply.getHeaders() as OutgoingHttpHeaders),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // Proxies that buffer answers (nginx) would hold the events back.
      'x-accel-buffering': 'no',
    });
    const seen = lastEventVersion(request);
    response.write(`retry: ${RETRY_MS}\n\n`);
    if (seen === null || seen < version) response.write(event(version));

    let ended = false;
    const unsubscribe = versions.subscribe(topic, Math.max(version, seen ?? 0), {
      changed: (next) => response.write(event(next)),
      heartbeat: () => response.write(': heartbeat\n\n'),
    });
    const end = () => {
      if (ended) return;
      ended = true;
      unsubscribe();
      enders.delete(end);
      const left = (perNetwork.get(network) ?? 1) - 1;
      if (left > 0) perNetwork.set(network, left);
      else perNetwork.delete(network);
      response.end();
    };
    enders.add(end);
    // The browser left (tab closed, network gone): the subscription goes with it.
    request.raw.on('close', end);
    response.on('close', end);
    response.on('error', end);
    return reply;
  }

  return {
    open,
    get size() {
      return enders.size;
    },
    endAll() {
      for (const end of enders) end();
    },
  };
}
