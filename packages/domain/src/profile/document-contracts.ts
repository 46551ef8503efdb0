import { z } from 'zod';
import { formNumber } from '../contracts/form-number.ts';
import { DOCUMENT_TYPES, isValidDocumentNumber, normalizeDocumentNumber } from './document-rules.ts';

/**
 * POST, PUT, DELETE /api/profile/document (api-paths.md), also the web's document form. title is
 * the series and number as typed (spaces allowed, masks 99 aa 999999 / 99 ** 999999); it is
 * stored normalised and answered formatted.
 */
const DocumentTypeSchema = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(DOCUMENT_TYPES, { error: 'RequiredField' }),
);
const TitleTextSchema = z
  .string({ error: 'RequiredField' })
  .max(40, 'InvalidFormat')
  .transform(normalizeDocumentNumber)
  .refine((s) => s.length > 0, 'RequiredField');
/** Document ids are integers; form bodies send them as text. */
export const DocumentIdSchema = formNumber(
  z
    .number({ error: 'DocumentNotFound' })
    .int('DocumentNotFound')
    .min(1, 'DocumentNotFound')
    .max(2_147_483_647, 'DocumentNotFound'),
);

export const AddDocumentRequestSchema = z
  .object({ type: DocumentTypeSchema, title: TitleTextSchema })
  .refine((d) => isValidDocumentNumber(d.type, d.title), { message: 'InvalidFormat', path: ['title'] });
export type AddDocumentRequest = z.output<typeof AddDocumentRequestSchema>;
export type DocumentForm = z.input<typeof AddDocumentRequestSchema>;

/** PUT: the document id, and its new type and/or title (the service checks the merged pair). */
export const EditDocumentRequestSchema = z.object({
  id: DocumentIdSchema,
  type: DocumentTypeSchema.optional(),
  title: TitleTextSchema.optional(),
});
export type EditDocumentRequest = z.output<typeof EditDocumentRequestSchema>;

export const DeleteDocumentRequestSchema = z.object({ id: DocumentIdSchema });
