import { useQuery } from '@tanstack/react-query';
import { finePicturePath } from '@parking/domain/fines/fine-contracts';
import { getToken } from '../../../shared/auth/auth-state';
import { getCurrentCity } from '../../../shared/city/current-city';
import { cityApiUrl } from '../../../shared/http/api-client';
import { ApiError } from '../../../shared/http/api-error';

/** Blob URLs by city and uin: a picture is fetched once per fine and kept for the visit. */
const pictures = new Map<string, string>();

/** For tests: forget the kept pictures. */
export function forgetFinePictures(): void {
  for (const url of pictures.values()) URL.revokeObjectURL?.(url);
  pictures.clear();
}

function base64Blob(base64: string): Blob {
  const data = /^data:([^;]+);base64,(.*)$/s.exec(base64);
  const bytes = Uint8Array.from(atob(data ? data[2]! : base64), (c) => c.charCodeAt(0));
  return new Blob([bytes], { type: data?.[1] ?? 'image/jpeg' });
}

/**
 * GET /api/finesstorage/fineimage/v1 (token, uin) as a blob URL. The image comes as bytes; an
 * error envelope (or a base64 picture in an ok envelope, as the seeds describe it) is JSON.
 */
export async function fetchFinePicture(uin: string, pictureUrl: string | null): Promise<string> {
  const key = `${getCurrentCity().city}|${uin}`;
  const kept = pictures.get(key);
  if (kept) return kept;
  const token = getToken('standard');
  const response = await fetch(cityApiUrl(`/${(pictureUrl ?? finePicturePath(uin)).replace(/^\//, '')}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  let blob: Blob;
  if ((response.headers.get('Content-Type') ?? '').includes('json')) {
    const body = (await response.json()) as { status?: string; errorName?: string; picture?: string };
    if (body.status !== 'ok' || !body.picture)
      throw new ApiError(body.errorName ?? 'UnknownError', '', response.status);
    blob = base64Blob(body.picture);
  } else if (response.ok) blob = await response.blob();
  else throw new ApiError('UnknownError', `HTTP ${response.status}`, response.status);
  const url = URL.createObjectURL(blob);
  pictures.set(key, url);
  return url;
}

/** The picture of an opened fine; nothing is asked until `enabled` (the item first opens). */
export const useFinePicture = (uin: string, pictureUrl: string | null, enabled: boolean) =>
  useQuery({
    queryKey: ['fine-picture', getCurrentCity().city, uin] as const,
    queryFn: () => fetchFinePicture(uin, pictureUrl),
    enabled,
    staleTime: Infinity,
    gcTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  });
