import { request, type IncomingMessage } from 'node:http';

// Reads a Server-Sent Events stream over real HTTP, as a browser's
// EventSource does: events are split on blank lines, comments kept apart.

interface StreamEvent {
  id: string | undefined;
  data: string;
}

export interface EventStreamReader {
  status: number;
  headers: IncomingMessage['headers'];
  /** The next event, or null when none came within `withinMs`. */
  next(withinMs: number): Promise<StreamEvent | null>;
  comments: string[];
  /** The body of a refusal (the stream is then already over). */
  body(): Promise<string>;
  close(): void;
}

export function openEventStream(url: string, headers: Record<string, string> = {}): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      response.setEncoding('utf8');
      const events: StreamEvent[] = [];
      const comments: string[] = [];
      let waiting: (() => void) | null = null;
      let buffer = '';
      let raw = '';
      response.on('data', (chunk: string) => {
        raw += chunk;
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const lines = block.split('\n');
          comments.push(...lines.filter((line) => line.startsWith(':')).map((line) => line.slice(1).trim()));
          const field = (name: string) =>
            lines
              .find((line) => line.startsWith(`${name}:`))
              ?.slice(name.length + 1)
              .trim();
          const data = field('data');
          if (data !== undefined) events.push({ id: field('id'), data });
          waiting?.();
        }
      });
      const ended = new Promise<void>((done) => response.on('end', done).on('close', done));
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        comments,
        async next(withinMs) {
          const deadline = Date.now() + withinMs;
          while (events.length === 0 && Date.now() < deadline) {
            await new Promise<void>((wake) => {
              waiting = wake;
              setTimeout(wake, deadline - Date.now());
            });
            waiting = null;
          }
          return events.shift() ?? null;
        },
        async body() {
          await ended;
          return raw;
        },
        close: () => {
          outgoing.destroy();
          response.destroy();
        },
      });
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
