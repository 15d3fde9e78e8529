/**
 * Any phone number as the client register takes it (spec 3 §5): 7 to 15
 * digits only. The calling code is a field of its own, so a `+` or `00`
 * prefix, spaces or dashes are refused rather than guessed at.
 */
export function isValidPhone(phone: string): boolean {
  return /^\d{7,15}$/.test(phone);
}
