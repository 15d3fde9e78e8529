import { useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';

/**
 * Whether a confirmation field differs from the field it repeats, checked as
 * the user types, so the mismatch shows before the form is sent.
 */
export function useMismatch<T extends FieldValues>(
  control: Control<T>,
  first: Path<T>,
  confirmation: Path<T>,
): boolean {
  const [a, b] = useWatch({ control, name: [first, confirmation] }) as [unknown, unknown];
  return typeof b === 'string' && b !== '' && a !== b;
}
