import { useEffect, useRef } from 'react';

type Shortcuts = {
  /** F4: submits the form (through its submit button, so the click freeze applies). */
  onSubmit: () => void;
  /** F2: fills sample data; dev and test only, so leave it out in live. */
  onSample?: () => void;
};

/** The keyboard shortcuts of the generic forms: F2 fills sample data, F4 submits. */
export function useFormShortcuts({ onSubmit, onSample }: Shortcuts): void {
  const latest = useRef({ onSubmit, onSample });
  useEffect(() => {
    latest.current = { onSubmit, onSample };
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F4') {
        event.preventDefault();
        latest.current.onSubmit();
      } else if (event.key === 'F2' && latest.current.onSample) {
        event.preventDefault();
        latest.current.onSample();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
