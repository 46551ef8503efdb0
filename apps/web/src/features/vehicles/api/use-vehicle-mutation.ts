import { useMutation, useQueryClient } from '@tanstack/react-query';

/** A vehicle write; the list (the profile) is refetched only after an ok answer (document 2 §4). */
export function useVehicleMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
