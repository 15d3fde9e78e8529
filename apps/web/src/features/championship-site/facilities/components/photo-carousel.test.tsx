import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n';
import { PhotoCarousel } from './photo-carousel';

/**
 * jsdom lays nothing out, so Embla could not measure its slides: a small
 * stand-in keeps the selected slide as Embla does and says which options the
 * carousel asked for, while the component under test stays the real one.
 */
const embla = vi.hoisted(() => {
  const state = {
    selected: 0,
    count: 0,
    options: {} as Record<string, unknown>,
    listeners: new Map<string, Set<() => void>>(),
  };
  const emit = (event: string) => state.listeners.get(event)?.forEach((listener) => listener());
  const moveTo = (index: number) => {
    state.selected = (index + state.count) % state.count;
    emit('select');
  };
  const api = {
    selectedScrollSnap: () => state.selected,
    scrollNext: vi.fn(() => moveTo(state.selected + 1)),
    scrollPrev: vi.fn(() => moveTo(state.selected - 1)),
    scrollTo: vi.fn((index: number) => moveTo(index)),
    on(event: string, listener: () => void) {
      if (!state.listeners.has(event)) state.listeners.set(event, new Set());
      state.listeners.get(event)!.add(listener);
      return api;
    },
    off(event: string, listener: () => void) {
      state.listeners.get(event)?.delete(listener);
      return api;
    },
  };
  return { state, api, emit };
});
vi.mock('embla-carousel-react', () => ({
  default: (options: Record<string, unknown>) => {
    embla.state.options = options;
    return [() => undefined, embla.api];
  },
}));

const SLIDES = ['clay', 'hard', 'night', 'clubhouse', 'sea', 'bar'].map((name) => ({
  src: `/${name}.svg`,
  alt: `Σχέδιο ${name}`,
}));

let reducedMotion = false;
beforeEach(() => {
  embla.state.selected = 0;
  embla.state.count = SLIDES.length;
  embla.state.listeners.clear();
  vi.clearAllMocks();
  reducedMotion = false;
  window.matchMedia = (query: string) =>
    ({
      matches: query === '(prefers-reduced-motion: reduce)' && reducedMotion,
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const current = () => screen.getByRole('button', { current: true });
const drawn = (autoplay = false) =>
  render(<PhotoCarousel slides={SLIDES} label="Φωτογραφίες: Tenez Tennis Club" autoplay={autoplay} />);

describe('PhotoCarousel', () => {
  it('is a labelled carousel whose slides say where they are, "3 από 6"', () => {
    drawn();
    const region = screen.getByRole('region', { name: 'Φωτογραφίες: Tenez Tennis Club' });
    expect(region.getAttribute('aria-roledescription')).toBe('carousel');
    const slides = within(region).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 από 6',
      '2 από 6',
      '3 από 6',
      '4 από 6',
      '5 από 6',
      '6 από 6',
    ]);
    expect(slides[2]!.getAttribute('aria-roledescription')).toBe('slide');
    expect(within(slides[2]!).getByRole('img').getAttribute('alt')).toBe('Σχέδιο night');
  });

  it('moves with the previous and next buttons, the dots and the arrow keys, and marks the current dot', async () => {
    const user = userEvent.setup();
    drawn();
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 1');
    await user.click(screen.getByRole('button', { name: 'Επόμενη φωτογραφία' }));
    await user.click(screen.getByRole('button', { name: 'Επόμενη φωτογραφία' }));
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 3');
    await user.click(screen.getByRole('button', { name: 'Προηγούμενη φωτογραφία' }));
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 2');
    await user.click(screen.getByRole('button', { name: 'Φωτογραφία 5' }));
    expect(embla.api.scrollTo).toHaveBeenCalledWith(4);
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 5');

    const viewport = screen.getByLabelText(/αλλάζουν με τα βέλη/);
    viewport.focus();
    await user.keyboard('{ArrowRight}');
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 6');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 4');
  });

  it('plays by itself with transitions of about a second, and stops when the visitor presses pause', () => {
    vi.useFakeTimers();
    drawn(true);
    expect(embla.state.options.duration).toBe(33);
    act(() => vi.advanceTimersByTime(6000));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 2');
    // A click on the button itself, not a focus moved there by keyboard: the pause is what stops it.
    fireEvent.click(screen.getByRole('button', { name: 'Παύση της αυτόματης εναλλαγής' }));
    act(() => vi.advanceTimersByTime(30_000));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Αυτόματη εναλλαγή' })).toBeTruthy();
  });

  it('with reduced motion starts paused, never plays by itself and changes slides at once', () => {
    vi.useFakeTimers();
    reducedMotion = true;
    drawn(true);
    expect(embla.state.options.duration).toBe(0);
    expect(screen.getByRole('button', { name: 'Αυτόματη εναλλαγή' })).toBeTruthy();
    act(() => vi.advanceTimersByTime(60_000));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    expect(current().getAttribute('aria-label')).toBe('Φωτογραφία 1');
  });

  it('pauses while keyboard focus is inside, and goes on when it leaves', () => {
    vi.useFakeTimers();
    drawn(true);
    const viewport = screen.getByLabelText(/αλλάζουν με τα βέλη/);
    act(() => viewport.focus());
    act(() => vi.advanceTimersByTime(20_000));
    expect(embla.api.scrollNext).not.toHaveBeenCalled();
    act(() => viewport.blur());
    act(() => vi.advanceTimersByTime(6000));
    expect(embla.api.scrollNext).toHaveBeenCalledTimes(1);
  });

  it('shows one picture without any control', () => {
    render(<PhotoCarousel slides={SLIDES.slice(0, 1)} label="Φωτογραφίες" autoplay />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img').getAttribute('alt')).toBe('Σχέδιο clay');
  });
});
