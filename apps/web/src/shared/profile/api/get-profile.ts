import { useEffect } from 'react';
import type { ProfileV6 as Profile } from '@parking/domain/profile/profile-answers';
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useAuthState } from '../../auth/auth-state';
import { endSession } from '../../auth/session';
import { getCurrentCity } from '../../city/current-city';
import { apiGet } from '../../http/api-client';
import { ApiError } from '../../http/api-error';

/**
 * The driver's profile (GET /api/profile/get-profile-v6). Lives in shared/ because the header,
 * the login flow and the cabinet features all read it, and features cannot import each other.
 * The answer is not parsed with the domain schema here: that would put zod into the map page.
 */
export type { Profile };

export function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  return apiGet<{ result: Profile }>('/api/profile/get-profile-v6', undefined, signal).then((r) => r.result);
}

const PROFILE_KEY_ROOT = 'profile';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: [PROFILE_KEY_ROOT, getCurrentCity().city] as const,
    queryFn: ({ signal }) => fetchProfile(signal),
  });

/** Drops the cached profile, so the next login never shows the previous driver's name. */
export function forgetProfile(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: [PROFILE_KEY_ROOT] });
}

/**
 * A refusal (the server answered with an error) means the login is no good: log out
 * (document 1, section 4). A dropped connection or a server fault does not: that would throw
 * drivers out on every hiccup of mobile data.
 */
export function isProfileRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.httpStatus >= 400 && error.httpStatus < 500;
}

/** The logged-in driver's profile; nothing while logged out. */
export function useProfile() {
  const { isLoggedIn } = useAuthState();
  const queryClient = useQueryClient();
  const query = useQuery({ ...profileQueryOptions(), enabled: isLoggedIn });
  const refused = isLoggedIn && query.isError && isProfileRefusal(query.error);
  useEffect(() => {
    if (!refused) return;
    endSession();
    forgetProfile(queryClient);
  }, [refused, queryClient]);
  return query;
}

/** What the header calls the driver: the name, else the e-mail, else the main phone. */
export function profileDisplayName(profile: Profile | undefined): string | null {
  if (!profile) return null;
  const name = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  if (name) return name;
  const phones = profile.phones ?? [];
  return profile.email || (phones.find((p) => p.isMain) ?? phones[0])?.phone || null;
}
