import { queryOptions } from '@tanstack/react-query';
import type { TUpdateUserSettingsRequest, TUserSettings } from '@tennis/contracts';
import { api } from '../../../lib/api-client';

export const SETTINGS_KEY = ['user-settings'] as const;

/** GET /api/user/settings: personal details and communication preferences. */
export const userSettingsQuery = queryOptions({
  queryKey: SETTINGS_KEY,
  queryFn: () => api.get<TUserSettings>('/api/user/settings'),
});

/** POST /api/user/settings: each tab sends its own part; the answer is the whole settings. */
export const updateUserSettings = (body: TUpdateUserSettingsRequest): Promise<TUserSettings> =>
  api.post<TUserSettings>('/api/user/settings', body);

/** DELETE /delete-account: irreversible; the server ends the session. */
export const deleteAccount = () => api.delete('/delete-account');
