import { useQuery } from '@tanstack/react-query';
import { normalizePhone, PhoneSchema } from '@parking/domain/accounts/account-rules';
import { getCurrentCity } from '../../../shared/city/current-city';
import { apiPost } from '../../../shared/http/api-client';
import { errorNameOf } from '../../../shared/http/error-name';
import { useDebouncedValue } from '../../../shared/ui/use-debounced-value';

const TAKEN = ['PhoneExists', 'DoublePhone'];

/** POST /api/profile/check-phone (digits): null when free, else the error name saying why not. */
export function checkPhone(phone: string): Promise<string | null> {
  return apiPost('/api/profile/check-phone', { phone }).then(
    () => null,
    (error: unknown) => {
      if (TAKEN.includes(errorNameOf(error))) return errorNameOf(error);
      throw error;
    },
  );
}

/** Whether the phone being typed (masked) is taken; checked 300 ms after typing stops. */
export function usePhoneTaken(masked: string): string | null | undefined {
  const phone = normalizePhone(masked);
  const settled = useDebouncedValue(phone, 300);
  const complete = PhoneSchema.safeParse(settled).success;
  const query = useQuery({
    queryKey: ['check-phone', getCurrentCity().city, settled],
    queryFn: () => checkPhone(settled),
    enabled: complete,
    staleTime: 60_000,
    retry: false,
  });
  return complete && settled === phone ? query.data : undefined;
}
