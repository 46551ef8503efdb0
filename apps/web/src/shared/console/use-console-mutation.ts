import { useMutation, useQueryClient } from '@tanstack/react-query';

/**
 * A console write: on an ok answer the area's queries (keys starting with `area`) are fetched
 * again, so tables show what the server now holds, never an optimistic guess.
 */
export function useConsoleMutation<V, R = unknown>(area: string, call: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [area] }),
  });
}
