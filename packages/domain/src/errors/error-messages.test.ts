import { describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from './error-messages.ts';
import { ERROR_NAMES, isErrorName } from './error-names.ts';

/** Every name the seeds list in their error catalogues (both documents, section 8). */
const SEED_NAMES =
  `AccountNotFound CalendarIsEmpty NoSaving TypeOfDayIsNotDefined NoMoneyNoHoney EmptyTs NotInCity
CantFindLocation CantFindParking VIN_IMEI_EMPTY EmailExists RequiredField FuturePost ParkingSessionWasFree
NoDurationSelected NoZoneSelected NoSumEntered PriceChangedTryLater UnknownError ValidationError TokenNotFound
ParkingSessionIsOver ZoneNotFound ParkingSessionNotFound TariffNotFound ParkingSessionAlreadyExists
PaymentServiceNotFound CalculationCostError CostCalculationError NotSelectedPaymentService InDevelopingError
ServerGateParkingError SetEmailInProfile ItNeedToBeANumber ItNeedToBeAString InvalidFormat
RefillAmountCanNotBeMaxAllowable PaymentServiceError SubscriptionAlreadyExists PhoneExists PhoneEmpty SMSNotSend
UserExists LimitSMS DoublePhone IncorrectCode CurrentPasswordIncorrect TokenExpired EmptyPass IncorrectLogin
UnregistredAccount LoginTryLimit CaptchaIncorrect`.split(/\s+/);

describe('error catalogue', () => {
  it('defines every error name of the seeds', () => {
    for (const name of SEED_NAMES) expect(isErrorName(name), name).toBe(true);
  });

  it('has a text in both languages for every name, and no name twice', () => {
    expect(new Set(ERROR_NAMES).size).toBe(ERROR_NAMES.length);
    for (const name of ERROR_NAMES) {
      expect(ERROR_MESSAGES[name].ru.length, name).toBeGreaterThan(0);
      expect(ERROR_MESSAGES[name].en.length, name).toBeGreaterThan(0);
      expect(ERROR_MESSAGES[name].ru, name).toMatch(/[а-яё]/i);
    }
  });

  it('keeps the wording the seeds quote', () => {
    expect(ERROR_MESSAGES.TokenNotFound.en).toBe('Problems with your session. Try logging out and in again.');
    expect(ERROR_MESSAGES.NoDurationSelected.en).toBe('Select the duration');
    expect(ERROR_MESSAGES.TokenExpired.en).toBe('The session has expired. Please sign in again.');
    expect(ERROR_MESSAGES.IncorrectLogin.en).toBe(ERROR_MESSAGES.UnregistredAccount.en);
  });
});
