import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyProfileKey } from './get-company-profile';

/** A fleet write; the lists (the corporate profile) change only after an ok answer (§4). */
export function useCompanyMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyProfileKey() }),
  });
}
