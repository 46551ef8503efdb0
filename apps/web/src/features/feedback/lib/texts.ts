import i18n from 'i18next';
import en from '../texts/en.json';
import ru from '../texts/ru.json';

/**
 * The page brings its own texts from its own chunk. They sit in texts/, not locales/: the glob of
 * app/i18n.ts takes every features/x/locales/*.json into the first load of "/", which has no room.
 */
for (const [language, texts] of Object.entries({ ru, en }))
  if (!i18n.hasResourceBundle(language, 'feedback'))
    i18n.addResourceBundle(language, 'feedback', texts, true, true);
