import type { Profile } from '../../../shared/profile/api/get-profile';

/** -1 means no balance yet (document 2 §3): shown as 0. */
export const balanceKopecks = (profile: Profile | undefined) => Math.max(0, profile?.balance ?? 0);

/** Document 2 §2: the names row shows only when the profile holds private data. */
export function hasPrivateData(profile: Profile | undefined): boolean {
  if (!profile) return false;
  const flag = (profile as { privateData?: boolean }).privateData;
  return flag ?? Boolean(profile.firstName || profile.lastName || profile.middleName);
}

/** Main phone first, then the others as they came. */
export function sortedPhones(profile: Profile | undefined) {
  const phones = profile?.phones ?? [];
  return [...phones.filter((p) => p.isMain), ...phones.filter((p) => !p.isMain)];
}
