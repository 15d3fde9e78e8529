import { z } from 'zod';
import { centsToEuroText, parseEuroText } from '../../../lib/money';
import { INVALID_EMAIL, INVALID_PHONE, PHONE_DIGITS, REQUIRED, type TFieldMeta } from '@tennis/contracts';

/** The messages of the generic forms; the page passes its translations, tests the Greek defaults. */
export interface FormMessages {
  required: string;
  invalidEmail: string;
  invalidPhone: string;
  invalidNumber: string;
  invalidAmount: string;
  invalidOption: string;
  min: (n: number | string) => string;
  max: (n: number | string) => string;
  step: (n: number) => string;
  maxLength: (n: number) => string;
}

const GREEK_FORM_MESSAGES: FormMessages = {
  required: REQUIRED,
  invalidEmail: INVALID_EMAIL,
  invalidPhone: INVALID_PHONE,
  invalidNumber: 'Μη έγκυρος αριθμός',
  invalidAmount: 'Γράψτε ένα ποσό σε ευρώ, π.χ. 12,50',
  invalidOption: 'Μη έγκυρη επιλογή',
  min: (n) => `Η ελάχιστη τιμή είναι ${n}`,
  max: (n) => `Η μέγιστη τιμή είναι ${n}`,
  step: (n) => `Η τιμή πρέπει να είναι πολλαπλάσιο του ${n}`,
  maxLength: (n) => `Το πεδίο δεν μπορεί να υπερβαίνει τους ${n} χαρακτήρες`,
};

export type FormMode = 'create' | 'edit';

/** Number fields default to step 1 and minimum 1 (spec 1 §5). */
export const NUMBER_DEFAULTS = { min: 1, step: 1 } as const;

const PHONE_TYPES = new Set<TFieldMeta['type']>(['phone', 'tel']);
export const isPhoneField = (field: TFieldMeta) => PHONE_TYPES.has(field.type);

/** The dialling-code select that goes with a phone field: `phone` pairs with `countryCallingCode`. */
export function callingCodeFieldOf(name: string): string {
  return name === 'phone' ? 'countryCallingCode' : `${name}CountryCallingCode`;
}

/**
 * The fields a create or edit form shows, in the meta's order. A dialling-code
 * field the meta lists on its own is drawn inside its phone field instead.
 */
export function formFieldsOf(fields: readonly TFieldMeta[]): TFieldMeta[] {
  const codeFields = new Set(fields.filter(isPhoneField).map((f) => callingCodeFieldOf(f.name)));
  return fields.filter((f) => f.editable && !codeFields.has(f.name));
}

function textRule(field: TFieldMeta, required: boolean, m: FormMessages) {
  let rule = z.string().trim();
  if (field.maxLength !== undefined) rule = rule.max(field.maxLength, m.maxLength(field.maxLength));
  return required ? rule.min(1, m.required) : rule;
}

type Check = (raw: string, ctx: z.RefinementCtx) => void;

/** A number typed as text: empty is refused only when required, anything else goes to `check`. */
function typedNumber(field: TFieldMeta, m: FormMessages, check: Check) {
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v).trim())
    .superRefine((raw, ctx) => {
      if (raw === '') {
        if (field.required) ctx.addIssue({ code: 'custom', message: m.required });
        return;
      }
      check(raw, ctx);
    });
}

function numberRule(field: TFieldMeta, m: FormMessages) {
  const min = field.min ?? NUMBER_DEFAULTS.min;
  const step = field.step ?? NUMBER_DEFAULTS.step;
  return typedNumber(field, m, (raw, ctx) => {
    const n = Number(raw);
    if (!Number.isFinite(n)) return ctx.addIssue({ code: 'custom', message: m.invalidNumber });
    if (n < min) return ctx.addIssue({ code: 'custom', message: m.min(min) });
    if (field.max !== undefined && n > field.max) return ctx.addIssue({ code: 'custom', message: m.max(field.max) });
    const steps = (n - min) / step;
    if (Math.abs(steps - Math.round(steps)) > 1e-9) ctx.addIssue({ code: 'custom', message: m.step(step) });
  });
}

/** Euros as typed ("12,50"); the field's min and max are in cents, like the stored value. */
function moneyRule(field: TFieldMeta, m: FormMessages) {
  return typedNumber(field, m, (raw, ctx) => {
    const cents = parseEuroText(raw);
    if (cents === null) return ctx.addIssue({ code: 'custom', message: m.invalidAmount });
    if (field.min !== undefined && cents < field.min) {
      return ctx.addIssue({ code: 'custom', message: m.min(centsToEuroText(field.min)) });
    }
    if (field.max !== undefined && cents > field.max) {
      ctx.addIssue({ code: 'custom', message: m.max(centsToEuroText(field.max)) });
    }
  });
}

function emailRule(field: TFieldMeta, m: FormMessages) {
  return textRule(field, field.required, m).refine((v) => v === '' || z.email().safeParse(v).success, m.invalidEmail);
}

function phoneRule(field: TFieldMeta, m: FormMessages) {
  return textRule(field, field.required, m).refine((v) => v === '' || PHONE_DIGITS.test(v), m.invalidPhone);
}

function selectRule(field: TFieldMeta, m: FormMessages) {
  const allowed = new Set((field.options ?? []).map((o) => String(o.value)));
  return z
    .union([z.string(), z.number()])
    .transform((v) => String(v))
    .superRefine((v, ctx) => {
      if (v === '') {
        if (field.required) ctx.addIssue({ code: 'custom', message: m.required });
        return;
      }
      if (!allowed.has(v)) ctx.addIssue({ code: 'custom', message: m.invalidOption });
    });
}

function fieldRule(field: TFieldMeta, mode: FormMode, m: FormMessages): z.ZodType {
  switch (field.type) {
    case 'number':
      return numberRule(field, m);
    case 'money':
      return moneyRule(field, m);
    case 'email':
      return emailRule(field, m);
    case 'phone':
    case 'tel':
      return phoneRule(field, m);
    case 'select':
      return selectRule(field, m);
    case 'boolean':
      return z.boolean();
    case 'password':
      // On edit an empty password keeps the current one.
      return textRule(field, field.required && mode === 'create', m);
    default:
      return textRule(field, field.required, m);
  }
}

/**
 * The zod schema of a generic create or edit form, built from the field
 * metadata. It checks what the browser can know (required, number range and
 * step, email and phone shapes, select options); every other rule is the
 * server's, whose 422 messages the form shows beside the fields.
 */
export function buildFormSchema(
  fields: readonly TFieldMeta[],
  mode: FormMode = 'create',
  messages: FormMessages = GREEK_FORM_MESSAGES,
) {
  const shape: Record<string, z.ZodType> = {};
  for (const field of formFieldsOf(fields)) {
    shape[field.name] = fieldRule(field, mode, messages);
    if (isPhoneField(field)) {
      const rule = z.string().trim();
      shape[callingCodeFieldOf(field.name)] = field.required ? rule.min(1, messages.required) : rule;
    }
  }
  return z.object(shape);
}
