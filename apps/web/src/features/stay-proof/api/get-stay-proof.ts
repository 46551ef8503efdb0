import { useQuery } from '@tanstack/react-query';
import type { StayProof } from '@parking/domain/stay-proof/stay-proof-contracts';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiGet, cityApiUrl } from '../../../shared/http/api-client';

/** GET /api/proofs/:code (public): what the records say about the stay now. */
export function fetchStayProof(code: string, signal?: AbortSignal): Promise<StayProof> {
  return apiGet<{ proof: StayProof }>(`/api/proofs/${encodeURIComponent(code)}`, undefined, signal).then(
    (answer) => answer.proof,
  );
}

/**
 * A proof must never outlive the truth: read afresh on every visit and when the page is shown
 * again (an inspector may keep it open), never from a cache.
 */
export const useStayProof = (code: string) =>
  useQuery({
    queryKey: ['stay-proof', getCurrentCity().city, code] as const,
    queryFn: ({ signal }) => fetchStayProof(code, signal),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

/** The proof's one-page PDF in the reader's language (public: the code is the key). */
export function stayProofPdfHref(code: string, lang: string): string {
  const query = lang === 'ru' ? '' : `?lang=${encodeURIComponent(lang)}`;
  return cityApiUrl(`/api/proofs/${encodeURIComponent(code)}/pdf${query}`);
}
