import { useEffect, useState } from 'react';
import { Button } from './button';

const CONFIRM_WINDOW_MS = 4000;

/**
 * An action done in two clicks (spec 3 §6): the first turns the button into
 * its question ('Είστε σίγουροι;'), the second does it. Left alone for a few
 * seconds, it goes back.
 */
export function ConfirmButton({
  label,
  question,
  disabled,
  onConfirm,
}: {
  label: string;
  question: string;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  useEffect(() => {
    if (!asking) return;
    const timer = setTimeout(() => setAsking(false), CONFIRM_WINDOW_MS);
    return () => clearTimeout(timer);
  }, [asking]);
  return (
    <Button
      size="sm"
      variant={asking ? 'danger' : 'secondary'}
      disabled={disabled}
      aria-live="polite"
      onClick={() => {
        if (!asking) return setAsking(true);
        setAsking(false);
        onConfirm();
      }}
    >
      {asking ? question : label}
    </Button>
  );
}
