import i18n from 'i18next';

/**
 * Makes sure the text namespaces are present (no flash of keys). The namespace of a feature is
 * its folder's name and its texts are `features/<f>/locales/{ru,en}.json`; app/i18n.ts plugs in
 * the backend that finds them.
 */
export function loadTexts(namespaces: readonly string[]): Promise<unknown> {
  return namespaces.length > 0 ? i18n.loadNamespaces([...namespaces]) : Promise.resolve();
}
