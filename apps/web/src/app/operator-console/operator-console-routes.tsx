import type { ComponentType } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { lazyPage } from '../../shared/ui/lazy-page';
import { AreaGate, FirstArea } from './area-gate';
import type { ConsoleArea } from './console-areas';

// This module is itself one lazy page of app/router (/operator/*) and stays small: the drivers'
// first load lists every chunk a lazy page needs (hashed names, which do not compress), so the
// frame and each area are lazy chunks of their own below it.
const CONSOLE_TEXTS = ['console', 'errors', 'validation', 'forms'];

const OperatorConsoleLayout = lazyPage(
  () => import('./operator-console-layout'),
  (m) => m.OperatorConsoleLayout,
  ['operator', 'operator-staff', 'errors', 'forms'],
);

const AREA_PAGES: Record<ConsoleArea, ComponentType> = {
  staff: lazyPage(
    () => import('../../features/operator-staff/components/staff-page'),
    (m) => m.StaffPage,
    ['operator-staff', ...CONSOLE_TEXTS],
  ),
  audit: lazyPage(
    () => import('../../features/operator-audit/components/audit-page'),
    (m) => m.AuditPage,
    ['operator-audit', ...CONSOLE_TEXTS],
  ),
  map: lazyPage(
    () => import('../../features/operator-map/components/map-admin-page'),
    (m) => m.MapAdminPage,
    ['operator-map', ...CONSOLE_TEXTS],
  ),
  tariffs: lazyPage(
    () => import('../../features/operator-tariffs/components/tariffs-page'),
    (m) => m.TariffsPage,
    ['operator-tariffs', ...CONSOLE_TEXTS],
  ),
  calendar: lazyPage(
    () => import('../../features/operator-calendar/components/calendar-page'),
    (m) => m.CalendarPage,
    ['operator-calendar', ...CONSOLE_TEXTS],
  ),
  settings: lazyPage(
    () => import('../../features/operator-settings/components/settings-page'),
    (m) => m.SettingsPage,
    ['operator-settings', ...CONSOLE_TEXTS],
  ),
  content: lazyPage(
    () => import('../../features/operator-content/components/content-page'),
    (m) => m.ContentPage,
    ['operator-content', ...CONSOLE_TEXTS],
  ),
  appeals: lazyPage(
    () => import('../../features/operator/components/operator-appeals'),
    (m) => m.OperatorAppeals,
    ['operator', 'errors'],
  ),
  fines: lazyPage(
    () => import('../../features/operator/components/fines-import'),
    (m) => m.FinesImport,
    ['operator', 'errors'],
  ),
  companies: lazyPage(
    () => import('../../features/operator-companies/components/companies-page'),
    (m) => m.CompaniesPage,
    ['operator-companies', ...CONSOLE_TEXTS],
  ),
  enforcement: lazyPage(
    () => import('../../features/operator-enforcement/components/inspector-page'),
    (m) => m.InspectorPage,
    ['operator-enforcement', ...CONSOLE_TEXTS],
  ),
  drivers: lazyPage(
    () => import('../../features/operator-support/components/support-page'),
    (m) => m.SupportPage,
    ['operator-support', ...CONSOLE_TEXTS],
  ),
  money: lazyPage(
    () => import('../../features/operator-money/components/money-page'),
    (m) => m.MoneyPage,
    ['operator-money', ...CONSOLE_TEXTS],
  ),
  api_keys: lazyPage(
    () => import('../../features/operator-enforcement/components/api-keys-page'),
    (m) => m.ApiKeysPage,
    ['operator-enforcement', ...CONSOLE_TEXTS],
  ),
};

/** The areas /operator/<area>, each its own lazy page behind the role's gate. */
const consoleRoute: RouteObject = {
  element: <OperatorConsoleLayout />,
  children: [
    { index: true, element: <FirstArea /> },
    ...(Object.entries(AREA_PAGES) as [ConsoleArea, ComponentType][]).map(([area, Page]) => ({
      path: area,
      element: (
        <AreaGate area={area}>
          <Page />
        </AreaGate>
      ),
    })),
  ],
};

/** /operator/* (issue 20): the staff console's frame and areas. */
export function OperatorConsole() {
  return useRoutes([consoleRoute]);
}
