import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLiveUpdates } from './use-live-updates';

// jsdom has no EventSource: a stand-in records what the hook opens and lets
// the test play the server's part (an event, a dropped or a refused stream).
class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: FakeEventSource[] = [];
  readyState = FakeEventSource.OPEN;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  close() {
    this.readyState = FakeEventSource.CLOSED;
  }
  emit(version: number) {
    this.onmessage?.(new MessageEvent('message', { data: String(version), lastEventId: String(version) }));
  }
  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

let client: QueryClient;
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={client}>{children}</QueryClientProvider>
);

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', FakeEventSource);
  FakeEventSource.opened = [];
  client = new QueryClient();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useLiveUpdates', () => {
  it('invalidates the page’s queries on every event, and only those', () => {
    client.setQueryData(['matches', 'order-of-play', 1], 'day');
    client.setQueryData(['players', 7], 'player');
    renderHook(() => useLiveUpdates('/api/tournaments/1/live', [['matches']]), { wrapper });
    expect(FakeEventSource.opened.map((source) => source.url)).toEqual(['/api/tournaments/1/live']);
    FakeEventSource.opened[0]!.emit(3);
    expect(client.getQueryState(['matches', 'order-of-play', 1])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['players', 7])?.isInvalidated).toBe(false);
  });

  it('leaves a dropped stream to the browser and reopens a closed one after a pause', () => {
    renderHook(() => useLiveUpdates('/api/championships/2/standings/live', [['championships', 2]]), { wrapper });
    FakeEventSource.opened[0]!.fail(FakeEventSource.CONNECTING);
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.opened).toHaveLength(1);
    FakeEventSource.opened[0]!.fail(FakeEventSource.CLOSED);
    vi.advanceTimersByTime(3_999);
    expect(FakeEventSource.opened).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.opened).toHaveLength(2);
  });

  it('closes the stream when the page goes, and opens none without a path', () => {
    const { unmount } = renderHook(() => useLiveUpdates('/api/tournaments/1/live', []), { wrapper });
    unmount();
    expect(FakeEventSource.opened[0]!.readyState).toBe(FakeEventSource.CLOSED);
    renderHook(() => useLiveUpdates(null, []), { wrapper });
    expect(FakeEventSource.opened).toHaveLength(1);
  });
});
