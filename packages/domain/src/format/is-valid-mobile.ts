/**
 * A Greek mobile number as the self-participation form takes it (spec 2 §5):
 * 69 and 8 more digits, no calling code (that is a field of its own, default
 * +30), no spaces.
 */
export function isValidMobile(phone: string): boolean {
  return /^69\d{8}$/.test(phone);
}
