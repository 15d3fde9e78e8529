import type { TContactRequest } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

/** POST /api/contact */
export const sendContactMessage = (body: TContactRequest) => api.post('/api/contact', body);
