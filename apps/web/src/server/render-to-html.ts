import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/**
 * The markup of a tree once everything in it is ready (lazy parts included),
 * as one string: a page is sent whole, after its status is known. Any error
 * while drawing fails the whole render, so the caller can send the plain app
 * instead of a page the browser would have to redraw.
 */
export function renderToHtml(tree: ReactNode, signal: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    let html = '';
    let failure: unknown;
    const sink = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        html += typeof chunk === 'string' ? chunk : chunk.toString('utf8');
        done();
      },
      final(done) {
        done();
        if (failure === undefined) resolve(html);
        else reject(failure instanceof Error ? failure : new Error(String(failure)));
      },
    });
    const stream = renderToPipeableStream(tree, {
      onAllReady: () => stream.pipe(sink),
      onShellError: reject,
      onError: (error) => {
        failure ??= error;
      },
    });
    signal.addEventListener('abort', () => {
      stream.abort(signal.reason);
      reject(signal.reason instanceof Error ? signal.reason : new Error('render aborted'));
    });
  });
}
