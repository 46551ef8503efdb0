import i18n from 'i18next';
import en from '../locales/en.json';
import ru from '../locales/ru.json';

/**
 * The page brings its own texts instead of an entry in app/i18n.ts's glob: each entry is bytes
 * in the first load of "/", which has no room left (scripts/first-load-size.mjs).
 */
for (const [language, texts] of Object.entries({ ru, en }))
  if (!i18n.hasResourceBundle(language, 'receipts'))
    i18n.addResourceBundle(language, 'receipts', texts, true, true);
