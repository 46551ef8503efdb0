import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/cyrillic-400.css';
import '@fontsource/roboto/cyrillic-500.css';
import '@fontsource/roboto/cyrillic-700.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { AppProviders } from './shared/ui/app-providers';
import { initI18n } from './app/i18n';
import { LANGUAGE_STORAGE_KEY, languageOfPathname } from './app/language/resolve-language';
import { createQueryClient } from './app/query-client';
import { installSessionSync } from './app/session/session-sync';
import { getCurrentCity, takeCityFromAddress } from './shared/city/current-city';
import { readStored } from './shared/storage/local-storage';
import { mapInfoQueryOptions } from './features/map/api/get-map-info';

// A /c/<city>/... address (the bank's way back) chooses its city and loses the prefix first.
takeCityFromAddress();
// The language is known from the address before anything renders: no flash of the wrong one.
const i18n = initI18n(languageOfPathname(window.location.pathname, readStored(LANGUAGE_STORAGE_KEY)));
const queryClient = createQueryClient();
installSessionSync(queryClient);
// The map's data is the largest request of the first page: start it now, while the shell's
// lazy chunks are still loading, instead of when the map component mounts.
if (/^\/(en\/?)?$/.test(window.location.pathname)) {
  void queryClient.prefetchQuery(mapInfoQueryOptions(getCurrentCity().city));
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
