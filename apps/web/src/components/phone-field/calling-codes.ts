import { DEFAULT_CALLING_CODE } from '@tennis/contracts';

/** European countries and their dialling codes; the names come from Intl in the page's language. */
export const EUROPEAN_CALLING_CODES: readonly { region: string; code: string }[] = [
  { region: 'GR', code: '+30' },
  { region: 'CY', code: '+357' },
  { region: 'AL', code: '+355' },
  { region: 'AD', code: '+376' },
  { region: 'AM', code: '+374' },
  { region: 'AT', code: '+43' },
  { region: 'BY', code: '+375' },
  { region: 'BE', code: '+32' },
  { region: 'BA', code: '+387' },
  { region: 'BG', code: '+359' },
  { region: 'HR', code: '+385' },
  { region: 'CZ', code: '+420' },
  { region: 'DK', code: '+45' },
  { region: 'EE', code: '+372' },
  { region: 'FI', code: '+358' },
  { region: 'FR', code: '+33' },
  { region: 'GE', code: '+995' },
  { region: 'DE', code: '+49' },
  { region: 'HU', code: '+36' },
  { region: 'IS', code: '+354' },
  { region: 'IE', code: '+353' },
  { region: 'IT', code: '+39' },
  { region: 'XK', code: '+383' },
  { region: 'LV', code: '+371' },
  { region: 'LI', code: '+423' },
  { region: 'LT', code: '+370' },
  { region: 'LU', code: '+352' },
  { region: 'MT', code: '+356' },
  { region: 'MD', code: '+373' },
  { region: 'MC', code: '+377' },
  { region: 'ME', code: '+382' },
  { region: 'NL', code: '+31' },
  { region: 'MK', code: '+389' },
  { region: 'NO', code: '+47' },
  { region: 'PL', code: '+48' },
  { region: 'PT', code: '+351' },
  { region: 'RO', code: '+40' },
  { region: 'SM', code: '+378' },
  { region: 'RS', code: '+381' },
  { region: 'SK', code: '+421' },
  { region: 'SI', code: '+386' },
  { region: 'ES', code: '+34' },
  { region: 'SE', code: '+46' },
  { region: 'CH', code: '+41' },
  { region: 'TR', code: '+90' },
  { region: 'UA', code: '+380' },
  { region: 'GB', code: '+44' },
];

/**
 * Splits a stored number such as '+306912345678' into its dialling code and
 * its digits, matching the longest known code; a number without '+' keeps
 * the default code.
 */
export function splitPhoneNumber(value: string): { code: string; digits: string } {
  const compact = value.replace(/[\s-]/g, '');
  if (!compact.startsWith('+')) return { code: DEFAULT_CALLING_CODE, digits: compact };
  const match = EUROPEAN_CALLING_CODES.map((c) => c.code)
    .filter((code) => compact.startsWith(code))
    .sort((a, b) => b.length - a.length)[0];
  if (!match) return { code: DEFAULT_CALLING_CODE, digits: compact.replace(/^\+/, '') };
  return { code: match, digits: compact.slice(match.length) };
}

/** 'Ελλάδα (+30)': the country in the given language and its code. */
export function callingCodeLabel(region: string, code: string, locale: string): string {
  let name = region;
  try {
    name = new Intl.DisplayNames([locale], { type: 'region' }).of(region) ?? region;
  } catch {
    // An engine without region names still shows the code.
  }
  return `${name} (${code})`;
}
