import type { SmsCommand } from '@parking/domain/contracts/content';
import type { Language } from '@parking/domain/i18n/languages';
import type { CityContext } from '../../config/city-context.ts';
import { selectSmsCommands } from '../../db/content/select-sms-commands.ts';
import { cityMemo } from './per-city-memo.ts';

const pick = (ru: string, en: string, lang: Language) => (lang === 'en' && en !== '' ? en : ru);

/** SMS commands in display order, texts in the user's language. */
export async function listSmsCommands(city: CityContext, lang: Language): Promise<SmsCommand[]> {
  const rows = await cityMemo(city, 'sms_commands', () => selectSmsCommands(city.db));
  return rows.map((c) => ({
    name: pick(c.nameRu, c.nameEn, lang),
    hint: pick(c.hintRu, c.hintEn, lang),
    example: c.example,
    command_transcription: pick(c.commandTranscriptionRu, c.commandTranscriptionEn, lang),
  }));
}
