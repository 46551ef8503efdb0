import '@fontsource/roboto/latin-400.css';
import '@fontsource/roboto/latin-500.css';
import '@fontsource/roboto/latin-700.css';
import '@fontsource/roboto/cyrillic-400.css';
import '@fontsource/roboto/cyrillic-500.css';
import '@fontsource/roboto/cyrillic-700.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/app';
import { AppProviders } from './shared/ui/app-providers';
import { firstScreenReady } from './app/first-paint/first-screen-ready';
import { initI18n, shellTextsReady } from './app/i18n';
import { LANGUAGE_STORAGE_KEY, languageOfPathname } from './app/language/resolve-language';
import { createQueryClient } from './app/query-client';
import { startFirstPage } from './app/start-first-page';
import { installSessionSync } from './app/session/session-sync';
import { getCurrentCity, takeCityFromAddress } from './shared/city/current-city';
import { readStored } from './shared/storage/local-storage';
import { prefetchMapView } from './features/map/api/get-map-tile';

// A /c/<city>/... address (the bank's way back) chooses its city and loses the prefix first.
takeCityFromAddress();
// The language is known from the address before anything renders: no flash of the wrong one.
const language = languageOfPathname(window.location.pathname, readStored(LANGUAGE_STORAGE_KEY));
const i18n = initI18n(language);
const queryClient = createQueryClient();
installSessionSync(queryClient);
startFirstPage(queryClient, language);
// The map's first tiles are the largest requests of the first page: start them now, while the
// shell's lazy chunks are still loading, instead of when the map component mounts (zoom 16, the
// site's default; the same tiles the map asks for when it opens there).
if (/^\/(en\/?)?$/.test(window.location.pathname)) {
  prefetchMapView(getCurrentCity(), 16, { x: window.innerWidth, y: window.innerHeight });
}

// Only the Russian texts of the map page are in this bundle: an English page waits for its own
// (one small chunk) rather than paint Russian and then change under the driver's eyes.
// The static first screen of index.html (app/first-paint) stays until the app can draw the page
// itself, and the app renders in a transition: React yields every few milliseconds instead of one
// long task that keeps a tap waiting (the total blocking time of issue 24).
void Promise.all([shellTextsReady(i18n), firstScreenReady(queryClient, language)]).finally(() =>
  startTransition(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <AppProviders queryClient={queryClient} i18n={i18n}>
          <BrowserRouter>
            <App />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  ),
);
