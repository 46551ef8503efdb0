import { useMutation, useQueryClient } from '@tanstack/react-query';
import { broadcastAuth } from '../../../shared/auth/auth-broadcast';
import { setToken } from '../../../shared/auth/auth-state';
import { endSession } from '../../../shared/auth/session';
import { apiPost } from '../../../shared/http/api-client';
import { forgetProfile, profileQueryOptions, type Profile } from '../../../shared/profile/api/get-profile';

export type LoginInput = { login: string; password: string; captcha?: string; captchaId?: string };
type LoginAnswer = { token: string; mustChangePassword?: boolean };

/** POST /api/auth/login: the driver's token, or a refusal that may carry a captcha challenge. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiPost<LoginAnswer>('/api/auth/login', input);
}

/**
 * Logging in (document 1, section 4): store the token, load the profile, then tell the other
 * tabs. A profile that cannot be loaded undoes the login: the caller sees that error.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput): Promise<{ profile: Profile; mustChangePassword: boolean }> => {
      const { token, mustChangePassword = false } = await login(input);
      forgetProfile(queryClient);
      setToken('standard', token);
      try {
        const profile = await queryClient.fetchQuery(profileQueryOptions());
        broadcastAuth('LOGIN');
        return { profile, mustChangePassword };
      } catch (error) {
        endSession({ broadcast: false });
        forgetProfile(queryClient);
        throw error;
      }
    },
  });
}
