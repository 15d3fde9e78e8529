import { useEffect, useState, type ComponentType, type ReactNode, type RefObject } from 'react';

/** What the visitor did to the stand-in before the real control arrived, for it to carry on. */
export type DeferredStart = 'open' | 'focus' | null;

/** Spread on the stand-in: nearing it starts the download, pressing it also asks to open once there. */
export type DeferredTriggerProps = {
  onPointerEnter: () => void;
  onTouchStart: () => void;
  onFocus: () => void;
  onBlur: () => void;
  onClick: () => void;
};

type Loader<P> = () => Promise<ComponentType<P & { start: DeferredStart }>>;

/** Controls already downloaded, by their loader: later copies draw the real one at once. */
const loaded = new WeakMap<object, ComponentType<never>>();

/**
 * A control whose code downloads only when the visitor comes near it (pointer,
 * finger or keyboard focus): until then a look-alike stand-in is drawn, so the
 * page's first load carries none of it. The real control receives `start`:
 * whether the stand-in was pressed (open now) or focused (take the focus).
 */
export function Deferred<P extends object>({
  load,
  props,
  standIn,
}: {
  load: Loader<P>;
  props: P;
  standIn: (trigger: DeferredTriggerProps) => ReactNode;
}) {
  type Real = ComponentType<P & { start: DeferredStart }>;
  const [Real, setReal] = useState<Real | undefined>(() => loaded.get(load) as Real | undefined);
  const [requested, setRequested] = useState(false);
  const [start, setStart] = useState<DeferredStart>(null);

  useEffect(() => {
    if (!requested || Real) return;
    let current = true;
    void load().then((component) => {
      loaded.set(load, component as ComponentType<never>);
      if (current) setReal(() => component);
    });
    return () => {
      current = false;
    };
  }, [requested, Real, load]);

  if (Real) return <Real {...props} start={start} />;
  const request = () => setRequested(true);
  return standIn({
    onPointerEnter: request,
    onTouchStart: request,
    onFocus: () => {
      setStart((now) => now ?? 'focus');
      request();
    },
    onBlur: () => setStart((now) => (now === 'focus' ? null : now)),
    onClick: () => {
      setStart('open');
      request();
    },
  });
}

/** In the real control: carries on what the visitor did to the stand-in (press it open, or keep the focus). */
export function useDeferredStart(start: DeferredStart, button: RefObject<HTMLElement | null>): void {
  const [initial] = useState(start);
  useEffect(() => {
    if (initial === 'open') button.current?.click();
    else if (initial === 'focus') button.current?.focus();
  }, [initial, button]);
}
