import { useRef, type ComponentProps, type MouseEvent } from 'react';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';
import { createClickFreeze } from './click-freeze';
import { Spinner } from './spinner';

type Props = ComponentProps<'button'> & { pending?: boolean; variant?: ButtonVariant; size?: ButtonSize };

/**
 * A button that ignores repeated clicks for 2.5 s, so a double tap never sends
 * a form twice. Pressing Enter in a field clicks it too, so that is frozen as well.
 */
export function SubmitButton({
  pending = false,
  variant,
  size,
  className,
  children,
  onClick,
  type = 'submit',
  ...props
}: Props) {
  const accept = useRef(createClickFreeze());
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (pending || !accept.current(Date.now())) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      type={type}
      aria-busy={pending}
      className={buttonClasses(variant, size, className)}
      onClick={handleClick}
      {...props}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
