import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { initI18n } from './app/i18n';
import { closeModal } from './shared/modals/modal-store';

// Every test reads the real catalogues, Russian first as the site starts (main.tsx does the same
// for the site); shared/testing/render-with-providers hands this instance out as testI18n.
initI18n('ru');

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  // The modal store outlives a render: a hosted modal leaves it only when its exit transition
  // ends, which a test that ends first never sees. Left there, it opened over the next test's
  // page and hid it (guest-start.test.tsx failed that way on a loaded CI machine).
  closeModal();
});

// CI runs these next to the API tests on two cores, where a render can take seconds: findBy and
// waitFor wait up to 5 s (not Testing Library's 1 s) before a missing outcome fails the test.
configure({ asyncUtilTimeout: 5_000 });
