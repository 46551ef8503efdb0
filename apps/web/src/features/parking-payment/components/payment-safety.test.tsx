import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Zone } from '@parking/domain/contracts/content';
import { setToken } from '../../../shared/auth/auth-state';
import { closeModal, peekActiveModal } from '../../../shared/modals/modal-store';
import { mockApi } from '../../../shared/testing/mock-api';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import { recentZones } from '../lib/recent-zones';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { RoadsideForm } from './roadside-form';
import { BALANCE, NOW, TZ, cost as kitCost } from './roadside-form-test-kit';

// Issue 23: the review before money moves, the saved plates and the typo warning.
const ZONES: Zone[] = [{ name: 'ул. Ленина, 1', value: '101', zonenumber: '101', prices: [] }];
const SAVED = 'А123ВС59';

// 12:00-13:00 on Yekaterinburg's clocks
const cost = kitCost();

async function renderDriverForm() {
  await testI18n.loadNamespaces(['parking-payment', 'errors', 'validation', 'forms']);
  setToken('standard', 'tok-driver');
  const starts: { Vehicle: { Number: string }; Zone: string; Duration: number; idempotencyKey: string }[] =
    [];
  mockApi({
    '/api/profile/get-profile-v6': () => ({
      phones: [],
      paymentsMethods: [],
      ts: [{ numberTs: SAVED, formatGrz: 'rus', category: 'B' }],
    }),
    '/api/payment/cost': () => cost,
    '/api/payment/start': (_, body) => {
      starts.push(body as (typeof starts)[number]);
      return { status: 'ok', result: { id: String(starts.length) } };
    },
  });
  const user = userEvent.setup();
  renderWithProviders(
    <DatePickersProvider>
      <RoadsideForm
        mode="driver"
        settings={settingsFlags({ paymentsMethods: [BALANCE] })}
        zones={ZONES}
        timeZone={TZ}
        initialZone="101"
        now={() => NOW}
      />
    </DatePickersProvider>,
  );
  return { user, starts };
}

const plateField = () => screen.getByLabelText(/^Номер транспортного средства/, { selector: 'input' });
const payButton = () => screen.findByRole('button', { name: 'Начать парковку' });
const review = () => screen.queryByRole('region', { name: 'Проверьте перед оплатой' });

beforeEach(() => {
  closeModal();
  window.localStorage.clear();
});

describe('the payment review', { timeout: 20_000 }, () => {
  it('shows plate, zone, city times, duration, price and payer; confirm pays once; skippable', async () => {
    const { user, starts } = await renderDriverForm();
    await user.click(await screen.findByRole('button', { name: `Подставить ${SAVED}` }));
    expect(plateField()).toHaveValue(SAVED);
    await user.click(await payButton());
    const panel = review()!;
    expect(within(panel).getByRole('heading', { name: 'Проверьте перед оплатой' })).toHaveFocus();
    const facts = within(panel)
      .getAllByRole('definition')
      .map((dd) => dd.textContent);
    expect(facts).toEqual([
      SAVED,
      '101 — ул. Ленина, 1',
      expect.stringMatching(/^10 марта, 12:00 GMT\+\d+$/),
      expect.stringMatching(/^10 марта, 13:00 GMT\+\d+$/),
      '1 час',
      expect.stringMatching(/^60,00\s₽$/),
      'С баланса',
    ]);
    expect(starts).toEqual([]);

    // Back keeps the form as it was; nothing is paid.
    await user.click(within(panel).getByRole('button', { name: 'Назад' }));
    expect(review()).toBeNull();
    expect(plateField()).toHaveValue(SAVED);

    await user.click(await payButton());
    await user.click(within(review()!).getByRole('checkbox', { name: 'Больше не показывать' }));
    await user.click(within(review()!).getByRole('button', { name: 'Подтвердить и оплатить' }));
    await waitFor(() =>
      expect(peekActiveModal()?.request).toMatchObject({ message: 'Парковка успешно оплачена' }),
    );
    expect(starts).toHaveLength(1);
    expect(starts[0]).toMatchObject({ Vehicle: { Number: SAVED }, Zone: '101', Duration: 60 });
    // the zone paid in is this device's recent zone now
    expect(recentZones()).toEqual(['101']);
    closeModal();

    // Next time the pay button pays at once; "show again" brings the review back.
    await user.type(plateField(), SAVED);
    await user.click(await payButton());
    await waitFor(() => expect(starts).toHaveLength(2));
    expect(review()).toBeNull();
    expect(starts[1]!.idempotencyKey).not.toBe(starts[0]!.idempotencyKey);
    closeModal();
    await user.click(screen.getByRole('button', { name: 'Снова показывать проверку перед оплатой' }));
    await user.type(plateField(), SAVED);
    await user.click(await payButton());
    expect(review()).not.toBeNull();
    expect(starts).toHaveLength(2);
  });
});

describe('the plate field', { timeout: 20_000 }, () => {
  it('warns of a plate one letter off a saved one, fixes it in one tap, and still lets it pay', async () => {
    const { user } = await renderDriverForm();
    await screen.findByRole('button', { name: `Подставить ${SAVED}` });
    // Latin look-alikes are the same letters: the saved plate typed in Latin is no typo.
    await user.type(plateField(), 'A123BC59');
    expect(screen.queryByText(/Возможно, вы имели в виду/)).toBeNull();
    await user.clear(plateField());
    await user.type(plateField(), 'A123BC58');
    expect(await screen.findByText(`Возможно, вы имели в виду ${SAVED}?`)).toBeInTheDocument();
    // only a warning: the payment may go
    expect(await payButton()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: `Исправить на ${SAVED}` }));
    expect(plateField()).toHaveValue(SAVED);
    expect(screen.queryByText(/Возможно, вы имели в виду/)).toBeNull();
  });

  it('says a plate that is no valid Russian plate is wrong, and no typo then', async () => {
    const { user } = await renderDriverForm();
    await screen.findByRole('button', { name: `Подставить ${SAVED}` });
    await user.type(plateField(), 'А123ВС5');
    await user.tab();
    expect(await screen.findByText('Неверный формат номера')).toBeInTheDocument();
    expect(screen.queryByText(/Возможно, вы имели в виду/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Продолжить' })).toBeDisabled();
  });
});
