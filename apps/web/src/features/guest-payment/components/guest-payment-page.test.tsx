import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { GuestPaymentPage } from './guest-payment-page';

async function renderAt(route: string) {
  await testI18n.loadNamespaces(['guest-payment']);
  renderWithProviders(
    <GuestPaymentPage>
      <p>форма</p>
    </GuestPaymentPage>,
    { route },
  );
}

describe('GuestPaymentPage', () => {
  it('shows the form without a banner on a plain visit', async () => {
    await renderAt('/guest-payment?zone=101');
    expect(
      screen.getByRole('heading', { level: 1, name: 'Оплата парковки без регистрации' }),
    ).toBeInTheDocument();
    expect(screen.getByText('форма')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly how the bank answered on the way back', async () => {
    await renderAt('/guest-payment?payment=p1&status=failed');
    expect(screen.getByRole('alert')).toHaveTextContent('Оплата не прошла');
  });

  it('asks to wait while the bank has not confirmed', async () => {
    await renderAt('/guest-payment?payment=p1&status=pending');
    expect(screen.getByText('Ждём подтверждения банка')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
