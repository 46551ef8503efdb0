import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddDocumentRequest, EditDocumentRequest } from '@parking/domain/profile/document-contracts';
import { apiCall } from '../../../shared/http/api-client';

/** POST /api/profile/document. */
export const addDocument = (body: AddDocumentRequest) => apiCall('POST', '/api/profile/document', { body });
/** PUT /api/profile/document: by id, the new type and title. */
export const editDocument = (body: EditDocumentRequest) => apiCall('PUT', '/api/profile/document', { body });
/** DELETE /api/profile/document by id. */
export const deleteDocument = (id: number) => apiCall('DELETE', '/api/profile/document', { body: { id } });

/** A document write; the list (the profile) follows only an ok answer. */
export function useDocumentMutation<V>(call: (variables: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['profile'] }),
  });
}
