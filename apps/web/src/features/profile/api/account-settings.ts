import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangeSettingRequest, AccountSettings } from '@parking/domain/profile/profile-contracts';
import { apiCall, apiGet } from '../../../shared/http/api-client';

const KEY = ['account-settings'] as const;

/** GET /api/profile/get-settings-v1: the driver's own settings (not the site's flags). */
export function useAccountSettings() {
  return useQuery({
    queryKey: KEY,
    queryFn: ({ signal }) =>
      apiGet<{ result: AccountSettings }>('/api/profile/get-settings-v1', undefined, signal).then(
        (r) => r.result,
      ),
  });
}

/** PUT /api/profile/change-settings-v1 {name, value}; the checkbox follows only an ok answer. */
export function useChangeAccountSetting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangeSettingRequest) => apiCall('PUT', '/api/profile/change-settings-v1', { body }),
    onSuccess: (_, { name, value }) => {
      queryClient.setQueryData<AccountSettings>(KEY, (old) => (old ? { ...old, [name]: value } : old));
      void queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
}
