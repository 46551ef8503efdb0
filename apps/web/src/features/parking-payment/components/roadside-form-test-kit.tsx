import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Zone } from '@parking/domain/contracts/content';
import type { PaymentMethod, SettingsFlags } from '@parking/domain/contracts/settings-flags';
import type { CostResult } from '../../../shared/payments/api/payment-types';
import { renderWithProviders, testI18n } from '../../../shared/testing/render-with-providers';
import { settingsFlags } from '../../../shared/testing/site-options-factory';
import type { RoadsideMode } from '../lib/use-roadside-submit';
import { DatePickersProvider } from '../../../shared/ui/date-pickers-provider';
import { RoadsideForm } from './roadside-form';

// What the roadside form's tests share: a Yekaterinburg noon, one zone, the payment methods, a
// cost answer and the form rendered in a mode.

export const TZ = 'Asia/Yekaterinburg';
export const NOW = Date.parse('2026-03-10T12:00:00+05:00');
export const ZONES: Zone[] = [{ name: 'Центр', value: '101', zonenumber: '101', prices: [] }];
export const BALANCE: PaymentMethod = {
  methodName: 'balance',
  methodNameForShow: 'Баланс',
  methodDescription: '',
  isPhoneRequired: false,
};
export const CARD: PaymentMethod = {
  methodName: 'card',
  methodNameForShow: 'Банковская карта',
  methodDescription: '',
  isPhoneRequired: false,
};
export const MOBILE: PaymentMethod = {
  methodName: 'mobile',
  methodNameForShow: 'Мобильный телефон',
  methodDescription: '',
  isPhoneRequired: true,
};

export function cost(overrides: Partial<CostResult> = {}) {
  const totalcost = overrides.totalcost ?? 6000;
  return {
    status: 'ok',
    totalcost,
    totaldiscount: 0,
    price: totalcost,
    priceRest: 0,
    sumSale: 0,
    benefit: 0,
    benefitsName: [],
    balance: 10_000,
    moneyEnough: true,
    refill: 0,
    costData: {
      totalcost,
      intervals: [
        {
          from: '2026-03-10T07:00:00Z',
          to: '2026-03-10T08:00:00Z',
          localFrom: '2026-03-10 12:00',
          localTo: '2026-03-10 13:00',
          dayType: 'default',
          pricePerHour: totalcost,
          minutes: 60,
          benefit: 0,
          price: totalcost,
          discount: 0,
          cost: totalcost,
        },
      ],
    },
    startDate: '2026-03-10T07:00:00Z',
    endDate: '2026-03-10T08:00:00Z',
    ...overrides,
  };
}

export async function renderForm(mode: RoadsideMode, settings: Partial<SettingsFlags> = {}, extra = {}) {
  await testI18n.loadNamespaces(['parking-payment', 'offline', 'errors', 'validation', 'forms']);
  const user = userEvent.setup();
  const view = renderWithProviders(
    <DatePickersProvider>
      <RoadsideForm
        mode={mode}
        settings={settingsFlags({ paymentsMethods: [BALANCE, CARD], ...settings })}
        zones={ZONES}
        timeZone={TZ}
        initialZone="101"
        now={() => NOW}
        {...extra}
      />
    </DatePickersProvider>,
  );
  return { user, ...view };
}

export const plateField = () => screen.getByLabelText(/^Номер транспортного средства/, { selector: 'input' });
export const reviewPanel = () => screen.getByRole('region', { name: 'Проверьте перед оплатой' });
export const confirmButton = () => screen.findByRole('button', { name: 'Подтвердить и оплатить' });
