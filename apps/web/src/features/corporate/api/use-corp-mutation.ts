import { useMutation, useQueryClient } from '@tanstack/react-query';
import { corpProfileKey } from './get-corp-profile';

/** A fleet write; the lists (the corporate profile) change only after an ok answer (§4). */
export function useCorpMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: corpProfileKey() }),
  });
}
