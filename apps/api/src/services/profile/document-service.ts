import { ERROR_MESSAGES } from '@parking/domain/errors/error-messages';
import type { Language } from '@parking/domain/i18n/languages';
import type { AddDocumentRequest, EditDocumentRequest } from '@parking/domain/profile/document-contracts';
import { formatDocumentNumber, isValidDocumentNumber } from '@parking/domain/profile/document-rules';
import type { ProfileDocument } from '@parking/domain/profile/profile-answers';
import type { CityContext } from '../../config/city-context.ts';
import { documentRows } from '../../db/profile/document-rows.ts';
import type { UserDocumentRow } from '../../db/schema/profile.ts';
import { AppError } from '../../errors/app-error.ts';
import { withConflicts } from './profile-errors.ts';

export function documentView(row: UserDocumentRow): ProfileDocument {
  return { id: row.id, title: formatDocumentNumber(row.number), type: row.type };
}

/**
 * STS and VU documents (document 2 §5). A duplicate (same type and number, any case or layout)
 * is refused by the unique index; another driver's document id is simply not found.
 */
export const documentService = {
  async list(city: CityContext, userId: number): Promise<ProfileDocument[]> {
    return (await documentRows.listOf(city.db, userId)).map(documentView);
  },

  async add(city: CityContext, userId: number, req: AddDocumentRequest): Promise<ProfileDocument> {
    return withConflicts(async () =>
      documentView(await documentRows.insert(city.db, userId, req.type, req.title)),
    );
  },

  async edit(
    city: CityContext,
    userId: number,
    req: EditDocumentRequest,
    lang: Language,
  ): Promise<ProfileDocument> {
    return withConflicts(() =>
      city.db.transaction(async (tx) => {
        const row = await documentRows.byId(tx, userId, req.id);
        if (!row) throw new AppError('DocumentNotFound', 404);
        const type = req.type ?? row.type;
        const number = req.title ?? row.number;
        // The type may change alone: the kept number must fit the new type's format.
        if (!isValidDocumentNumber(type, number)) {
          throw new AppError('ValidationError', 400, { 'body.title': ERROR_MESSAGES.InvalidFormat[lang] });
        }
        const updated = await documentRows.update(tx, userId, row.id, type, number);
        return documentView(updated!);
      }),
    );
  },

  async remove(city: CityContext, userId: number, id: number): Promise<void> {
    if (!(await documentRows.remove(city.db, userId, id))) throw new AppError('DocumentNotFound', 404);
  },
};
