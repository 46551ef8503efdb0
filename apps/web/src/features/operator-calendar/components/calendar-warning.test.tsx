import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { CalendarWarning } from './calendar-warning';

beforeAll(async () => {
  await testI18n.loadNamespaces(['operator-calendar']);
});

describe('CalendarWarning', () => {
  it('warns when the calendar ends within 60 days, with a Russian plural', () => {
    renderWithProviders(
      <CalendarWarning
        coverage={{ firstDate: '2026-01-01', lastDate: '2026-12-31', daysLeft: 23, warning: true }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(/через 23 дня/);
  });

  it('says the calendar is filled when it reaches far enough', () => {
    renderWithProviders(
      <CalendarWarning
        coverage={{ firstDate: '2026-01-01', lastDate: '2027-12-31', daysLeft: 400, warning: false }}
      />,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/Календарь заполнен до/)).toBeInTheDocument();
  });
});
