import i18n, { type BackendModule, type ResourceKey, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parking/domain/i18n/languages';

type Catalogue = Record<string, unknown>;

// The texts the map page paints with ship in its bundle; everything else (footer, side menu,
// modals, other pages) arrives with the code that needs it (see app/router/lazy-page.ts).
const shellCatalogues = import.meta.glob<Catalogue>('../shared/i18n/locales/*/{common,header}.json', {
  eager: true,
  import: 'default',
});
const lazyShellCatalogues = import.meta.glob<Catalogue>(
  ['../shared/i18n/locales/*/*.json', '!../shared/i18n/locales/*/{common,header}.json'],
  { import: 'default' },
);
const mapCatalogues = import.meta.glob<Catalogue>('../features/map/locales/*.json', {
  eager: true,
  import: 'default',
});
// abonements, constructor and receipts register their own texts (shared/i18n/register-texts.ts).
const featureCatalogues = import.meta.glob<Catalogue>(
  [
    '../features/*/locales/*.json',
    '!../features/map/locales/*.json',
    '!../features/{abonements,constructor,receipts}/locales/*.json',
  ],
  { import: 'default' },
);

/**
 * The errors namespace is the domain's table, so API and web never word an error differently.
 * It is loaded on demand: the map page paints without it.
 */
async function errorCatalogue(lang: string): Promise<Record<string, string>> {
  const { ERROR_MESSAGES } = await import('@parking/domain/errors/error-messages');
  const language: Language = lang === 'en' ? 'en' : DEFAULT_LANGUAGE;
  return Object.fromEntries(Object.entries(ERROR_MESSAGES).map(([name, text]) => [name, text[language]]));
}

function bundledResources(): Resource {
  const resources: Resource = {};
  for (const lang of LANGUAGES) resources[lang] = {};
  for (const [path, catalogue] of Object.entries(shellCatalogues)) {
    const match = /locales\/([a-z]+)\/([\w-]+)\.json$/.exec(path);
    if (match?.[1] && match[2] && resources[match[1]])
      resources[match[1]]![match[2]] = catalogue as ResourceKey;
  }
  for (const [path, catalogue] of Object.entries(mapCatalogues)) {
    const lang = /\/([a-z]+)\.json$/.exec(path)?.[1];
    if (lang && resources[lang]) resources[lang]!.map = catalogue as ResourceKey;
  }
  return resources;
}

/**
 * Namespaces whose name is not their feature folder's. The seeds name the login texts
 * `loginForm` (e.g. loginForm:errors:email); they live in features/auth.
 */
const FEATURE_OF_NAMESPACE: Record<string, string> = { loginForm: 'auth' };

/**
 * Loads the lazy shell namespaces (shared/i18n/locales: footer, menu, modals, `validation` for
 * the domain schemas' message keys, `forms` for the password, code and resend controls),
 * features/{namespace}/locales/{lang}.json and the errors table on demand; an unknown
 * namespace is empty.
 */
const featureBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    const load =
      namespace === 'errors'
        ? () => errorCatalogue(language)
        : (lazyShellCatalogues[`../shared/i18n/locales/${language}/${namespace}.json`] ??
          featureCatalogues[
            `../features/${FEATURE_OF_NAMESPACE[namespace] ?? namespace}/locales/${language}.json`
          ]);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue as ResourceKey),
      (error: Error) => callback(error, null),
    );
  },
};

export const SHELL_NAMESPACES = ['common', 'header', 'map'];

/** Initialises the global i18next instance (the API client reads its language) once. */
export function initI18n(lng: Language = DEFAULT_LANGUAGE): typeof i18n {
  if (i18n.isInitialized) return i18n;
  void i18n
    .use(featureBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      resources: bundledResources(),
      partialBundledLanguages: true,
      ns: SHELL_NAMESPACES,
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  document.documentElement.lang = lng;
  i18n.on('languageChanged', (language) => {
    document.documentElement.lang = language;
  });
  return i18n;
}

/** Makes sure a feature's texts are present before its page renders (no flash of keys). */
export function loadNamespaces(namespaces: string[]): Promise<void> {
  return namespaces.length > 0 ? i18n.loadNamespaces(namespaces) : Promise.resolve();
}
