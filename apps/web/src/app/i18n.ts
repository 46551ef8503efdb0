import i18n, { type BackendModule, type ResourceKey, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@parking/domain/i18n/languages';

type Catalogue = Record<string, unknown>;

// The texts the map page paints, in the default language (ru, DEFAULT_LANGUAGE: a glob takes no
// variables), ship in its bundle; the other languages' come through the backend like every other
// namespace, and main.tsx waits for them before the first render (no flash of Russian, no shift).
// Everything else (footer, side menu, modals, other pages) arrives with the code that needs it
// (shared/ui/lazy-page.ts).
const shellCatalogues = import.meta.glob<Catalogue>('../shared/i18n/locales/ru/{common,header}.json', {
  eager: true,
  import: 'default',
});
const mapCatalogues = import.meta.glob<Catalogue>('../features/map/locales/ru.json', {
  eager: true,
  import: 'default',
});

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
 * Loads the lazy namespaces on demand (see app/i18n-catalogues.ts, which knows where each one
 * lives); an unknown namespace is empty.
 */
const featureBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language, namespace, callback) {
    import('./i18n-catalogues')
      .then(({ catalogueLoader }) => {
        const load = catalogueLoader(language, namespace);
        return load ? load() : {};
      })
      .then(
        (catalogue) => callback(null, catalogue as ResourceKey),
        (error: Error) => callback(error, null),
      );
  },
};

export const SHELL_NAMESPACES = ['common', 'header', 'map'];

/** Resolves when the map page's texts are there in the page's language (at once for ru). */
export function shellTextsReady(i18next: typeof i18n): Promise<unknown> {
  return i18next.language === DEFAULT_LANGUAGE ? Promise.resolve() : i18next.loadNamespaces(SHELL_NAMESPACES);
}

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
