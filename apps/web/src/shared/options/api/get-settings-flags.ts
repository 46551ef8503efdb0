import { useQuery } from '@tanstack/react-query';
import type { SettingsFlags } from '@parking/domain/contracts/settings-flags';
import { getCurrentCity } from '../../city/current-city';
import { apiGet } from '../../http/api-client';

export function fetchSettingsFlags(signal?: AbortSignal): Promise<SettingsFlags> {
  return apiGet<{ result: SettingsFlags }>('/api/options/get-settings', undefined, signal).then(
    (r) => r.result,
  );
}

export const settingsFlagsQueryKey = () => ['settings-flags', getCurrentCity().city] as const;

export function useSettingsFlags(options: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: settingsFlagsQueryKey(),
    queryFn: ({ signal }) => fetchSettingsFlags(signal),
    staleTime: 10 * 60_000,
    enabled: options.enabled ?? true,
  });
}
