import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import i18n from 'i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { AppProviders } from '../ui/app-providers';

/**
 * Test i18n: the real catalogues, Russian first (as the site starts). src/test-setup.ts starts
 * it with app/'s catalogues, as main.tsx does for the site: shared/ does not know the features.
 */
export const testI18n = i18n;

export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** Prints the router's current address, so tests can assert where a redirect landed. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders with the app's providers and an in-memory router starting at `route`. */
export function renderWithProviders(ui: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = testQueryClient();
  return {
    queryClient,
    ...render(
      <AppProviders queryClient={queryClient} i18n={testI18n}>
        <MemoryRouter initialEntries={[route]}>
          {ui}
          <LocationProbe />
        </MemoryRouter>
      </AppProviders>,
    ),
  };
}
