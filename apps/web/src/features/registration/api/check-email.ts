import { useQuery } from '@tanstack/react-query';
import { EmailSchema } from '@parking/domain/accounts/account-rules';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiPost } from '../../../shared/http/api-client';
import { errorNameOf } from '../../../shared/http/error-name';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';

const TAKEN = ['UserExists', 'EmailExists'];

/** POST /api/profile/check-email: null when free, else the error name saying it is taken. */
export function checkEmail(email: string): Promise<string | null> {
  return apiPost('/api/profile/check-email', { email }).then(
    () => null,
    (error: unknown) => {
      if (TAKEN.includes(errorNameOf(error))) return errorNameOf(error);
      throw error;
    },
  );
}

/**
 * Whether the e-mail being typed is already taken, checked 300 ms after typing stops
 * (document 1, section 9) and only for a well-formed address. Undefined: not known (yet).
 */
export function useEmailTaken(value: string): string | null | undefined {
  const email = value.trim().toLowerCase();
  const settled = useDebouncedValue(email, 300);
  const wellFormed = EmailSchema.safeParse(settled).success;
  const query = useQuery({
    queryKey: ['check-email', getCurrentCity().city, settled],
    queryFn: () => checkEmail(settled),
    enabled: wellFormed,
    staleTime: 60_000,
    retry: false,
  });
  return wellFormed && settled === email ? query.data : undefined;
}
