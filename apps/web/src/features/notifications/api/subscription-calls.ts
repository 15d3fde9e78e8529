import type { TResubscribeResponse, TUnsubscribeResponse } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/unsubscribe?token=: the token's category is mailed no more. */
export const unsubscribe = (token: string) =>
  api.post<TUnsubscribeResponse>('/api/unsubscribe', undefined, { query: { token } });

/** POSTs a checked resubscribe address (/api/resubscribe?token=…). */
export const resubscribe = (resubscribeUrl: string) => api.post<TResubscribeResponse>(resubscribeUrl);
