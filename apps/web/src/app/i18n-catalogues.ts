import { DEFAULT_LANGUAGE, type Language } from '@parking/domain/i18n/languages';

// Every namespace but the map page's in Russian (app/i18n.ts bundles those; in English they come
// from here). This index names a chunk per catalogue, and those hashed names do not compress: it is
// loaded with the first lazy namespace, not with "/" (docs/decisions/0005).
const lazyShellCatalogues = import.meta.glob<unknown>(
  ['../shared/i18n/locales/*/*.json', '!../shared/i18n/locales/ru/{common,header}.json'],
  { import: 'default' },
);
const featureCatalogues = import.meta.glob<unknown>(
  ['../features/*/locales/*.json', '!../features/map/locales/ru.json'],
  { import: 'default' },
);
/** The installable app's notices (offline, update, a payment kept offline): shared/offline. */
const offlineCatalogues = import.meta.glob<unknown>('../shared/offline/locales/*.json', {
  import: 'default',
});
/** The staff console's shared texts (tables, confirmations, before/after): shared/console. */
const consoleCatalogues = import.meta.glob<unknown>('../shared/console/locales/*.json', {
  import: 'default',
});

/**
 * Namespaces whose name is not their feature folder's. The seeds name the login texts
 * `loginForm` (e.g. loginForm:errors:email); they live in features/auth. Not `constructor`:
 * every object has a property of that name, i18next's stores too.
 */
const FEATURE_OF_NAMESPACE: Record<string, string> = {
  loginForm: 'auth',
  'subscription-constructor': 'constructor',
};

/**
 * The errors namespace is the domain's table, so API and web never word an error differently.
 * It is loaded on demand: the map page paints without it.
 */
async function errorCatalogue(lang: string): Promise<Record<string, string>> {
  const { ERROR_MESSAGES } = await import('@parking/domain/errors/error-messages');
  const language: Language = lang === 'en' ? 'en' : DEFAULT_LANGUAGE;
  return Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([name, text]) => [name, text[language]]));
}

/**
 * The loader of a lazy namespace: shared/i18n/locales (footer, menu, modals, `validation` for the
 * domain schemas' message keys, `forms` for the password, code and resend controls, `site` for the
 * not-found, closed-site and legal-login pages, app and support links),
 * features/{namespace}/locales/{lang}.json or the errors table; undefined for an unknown one.
 */
export function catalogueLoader(language: string, namespace: string): (() => Promise<unknown>) | undefined {
  if (namespace === 'errors') return () => errorCatalogue(language);
  if (namespace === 'console') return consoleCatalogues[`../shared/console/locales/${language}.json`];
  if (namespace === 'offline') return offlineCatalogues[`../shared/offline/locales/${language}.json`];
  return (
    lazyShellCatalogues[`../shared/i18n/locales/${language}/${namespace}.json`] ??
    featureCatalogues[`../features/${FEATURE_OF_NAMESPACE[namespace] ?? namespace}/locales/${language}.json`]
  );
}
