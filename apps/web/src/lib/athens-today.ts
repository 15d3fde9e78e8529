import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

/** Today's date in Athens as YYYY-MM-DD, whatever the device's time zone. */
export const athensToday = (now: number = Date.now()): string => format(new TZDate(now, 'Europe/Athens'), 'yyyy-MM-dd');
