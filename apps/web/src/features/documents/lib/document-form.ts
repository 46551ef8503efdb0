import {
  normalizeDocumentNumber,
  STS_MASK,
  VU_MASK,
  type DocumentType,
} from '@parking/domain/profile/document-rules';
import { AddDocumentRequestSchema } from '@parking/domain/profile/document-contracts';
import type { ProfileDocument } from '@parking/domain/profile/profile-answers';

export const maskOf = (type: DocumentType) => (type === 'STS' ? STS_MASK : VU_MASK);

/**
 * The form through the domain's document schema (type required, series and number required and
 * of the type's format), then no duplicate of another of the driver's documents (document 2 §5).
 * The answer is an error name for the title field, or null.
 */
export function documentProblem(
  form: { type: DocumentType; title: string },
  others: ProfileDocument[],
): string | null {
  const parsed = AddDocumentRequestSchema.safeParse(form);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? 'InvalidFormat';
  const title = parsed.data.title;
  const duplicate = others.some(
    (d) => d.type === parsed.data.type && normalizeDocumentNumber(d.title) === title,
  );
  return duplicate ? 'DocumentExists' : null;
}
