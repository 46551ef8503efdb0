import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A profile write: the cached profile is refetched only after an ok answer, so the page never
 * shows a change the server refused (document 2 §4: the old main phone stops being main only
 * after ok).
 */
export function useProfileMutation<V, R = unknown>(call: (variables: V) => Promise<R>, refresh = true) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => (refresh ? queryClient.invalidateQueries({ queryKey: ['profile'] }) : undefined),
  });
}
