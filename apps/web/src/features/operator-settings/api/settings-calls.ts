import { useQuery } from '@tanstack/react-query';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiCall } from '../../../shared/http/api-client';

export const SETTINGS_KEY = 'operator-settings';
export type SettingsDocument = 'flags' | 'options';

/** GET /api/operator/settings/{flags,options}: the stored document over the defaults. */
export const useSettingsDocument = (name: SettingsDocument) =>
  useQuery({
    queryKey: [SETTINGS_KEY, getCurrentCity().city, name] as const,
    queryFn: ({ signal }) =>
      apiCall<{ document: Record<string, unknown> }>('GET', `/api/operator/settings/${name}`, {
        token: 'operator',
        signal,
      }),
  });

/** PUT /api/operator/settings/{flags,options}: the top-level keys sent replace the stored ones. */
export const saveSettingsDocument = ({ name, document }: { name: SettingsDocument; document: unknown }) =>
  apiCall<{ document: Record<string, unknown> }>('PUT', `/api/operator/settings/${name}`, {
    token: 'operator',
    body: document,
  });
