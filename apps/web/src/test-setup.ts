import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => cleanup());

// CI runs these next to the API tests on two cores, where a render can take seconds: findBy and
// waitFor wait up to 5 s (not Testing Library's 1 s) before a missing outcome fails the test.
configure({ asyncUtilTimeout: 5_000 });
