import { DEFAULT_CALLING_CODE, type TFieldMeta, type TRecord } from '@tennis/contracts';
import { centsToEuroText, parseEuroText } from '../../../lib/money';
import { splitPhoneNumber } from '../../phone-field/calling-codes';
import { callingCodeFieldOf, formFieldsOf, isPhoneField } from './form-schema';

/** What the form's controls hold: text for inputs and selects, booleans for checkboxes. */
export type FormValues = Record<string, string | boolean>;

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})(:\d{2})?$/;

function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  return String(value);
}

/** 'YYYY-MM-DD HH:mm:ss' from the API as the value of a date or datetime-local input. */
function toInputDate(value: unknown, withTime: boolean): string {
  const text = asText(value);
  const match = DATE_TIME.exec(text);
  if (match) return withTime ? `${match[1]}T${match[2]}` : (match[1] ?? '');
  return text;
}

/** The value of a date or datetime-local input in the API's 'YYYY-MM-DD HH:mm:ss'. */
function fromInputDate(value: string, withTime: boolean): string | null {
  if (value === '') return null;
  if (!withTime) return `${value.slice(0, 10)} 00:00:00`;
  const match = DATE_TIME.exec(value);
  return match ? `${match[1]} ${match[2]}${match[3] ?? ':00'}` : value;
}

/**
 * The form's starting values: empty for create, the record's for edit. A
 * stored password never comes back into a form; an F2 sample's may
 * (`withPasswords`), so a sample user can be saved at once.
 */
export function toFormValues(fields: readonly TFieldMeta[], record: TRecord | null, withPasswords = false): FormValues {
  const values: FormValues = {};
  for (const field of formFieldsOf(fields)) {
    const raw = record?.[field.name];
    switch (field.type) {
      case 'boolean':
        values[field.name] = raw === true || raw === 1 || raw === '1';
        break;
      case 'password':
        values[field.name] = withPasswords ? asText(raw) : '';
        break;
      case 'date':
      case 'datetime':
        values[field.name] = toInputDate(raw, field.type === 'datetime');
        break;
      case 'money':
        values[field.name] = typeof raw === 'number' ? centsToEuroText(raw) : asText(raw);
        break;
      case 'phone':
      case 'tel': {
        const stored = record?.[callingCodeFieldOf(field.name)];
        const split = splitPhoneNumber(asText(raw));
        values[field.name] = split.digits;
        values[callingCodeFieldOf(field.name)] =
          typeof stored === 'string' && stored !== '' ? stored : raw ? split.code : DEFAULT_CALLING_CODE;
        break;
      }
      default:
        values[field.name] = asText(raw);
    }
  }
  return values;
}

/**
 * The body of POST {base} or PUT {base}/{id}: trimmed text, empty optional
 * values as null, numbers and select values in their own type, euros as cents, phone numbers
 * with their dialling code, dates as 'YYYY-MM-DD HH:mm:ss'. An empty password
 * on edit is left out so the current one stays.
 */
export function toPayload(fields: readonly TFieldMeta[], values: FormValues): TRecord {
  const payload: TRecord = {};
  for (const field of formFieldsOf(fields)) {
    const value = values[field.name];
    const text = typeof value === 'string' ? value.trim() : '';
    switch (field.type) {
      case 'boolean':
        payload[field.name] = value === true;
        break;
      case 'number':
        payload[field.name] = text === '' ? null : Number(text);
        break;
      case 'money':
        payload[field.name] = text === '' ? null : parseEuroText(text);
        break;
      case 'select': {
        const option = field.options?.find((o) => String(o.value) === text);
        payload[field.name] = option ? option.value : null;
        break;
      }
      case 'password':
        if (text !== '') payload[field.name] = typeof value === 'string' ? value : '';
        break;
      case 'date':
      case 'datetime':
        payload[field.name] = fromInputDate(text, field.type === 'datetime');
        break;
      default:
        payload[field.name] = text === '' ? null : text;
    }
    if (isPhoneField(field)) {
      const code = values[callingCodeFieldOf(field.name)];
      payload[callingCodeFieldOf(field.name)] = typeof code === 'string' && code !== '' ? code : DEFAULT_CALLING_CODE;
    }
  }
  return payload;
}
