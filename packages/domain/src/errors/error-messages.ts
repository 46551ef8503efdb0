import type { Language } from '../i18n/languages.ts';
import type { ErrorName } from './error-names.ts';

/**
 * The user-facing text of every error, in both languages. The API puts it in `errorMessage`;
 * the web app loads the same table as its `errors` namespace, so the two never drift apart.
 * Wording in quotes in the seeds is kept as given.
 */
export const ERROR_MESSAGES: Record<ErrorName, Record<Language, string>> = {
  AccountNotFound: { ru: 'Аккаунт не найден', en: 'Account not found' },
  CalendarIsEmpty: {
    ru: 'Производственный календарь не заполнен',
    en: 'The production calendar is not filled in',
  },
  NoSaving: {
    ru: 'Осталось меньше получаса. Прервать невозможно',
    en: 'The remaining time is less than 30 minutes. No cancelling.',
  },
  TypeOfDayIsNotDefined: { ru: 'Тип дня не определён', en: 'The type of day is not defined' },
  NoMoneyNoHoney: {
    ru: 'Недостаточно средств для оплаты парковочной сессии',
    en: 'Not sufficient funds',
  },
  EmptyTs: { ru: 'Выберите транспортное средство', en: 'Choose vehicle' },
  NotInCity: { ru: 'Место находится за пределами города', en: 'The place is outside the city' },
  CantFindLocation: { ru: 'Не удалось определить местоположение', en: 'Cannot find the location' },
  CantFindParking: { ru: 'Парковка не найдена', en: 'Cannot find the parking' },
  VIN_IMEI_EMPTY: { ru: 'Укажите VIN или IMEI', en: 'Enter a VIN or an IMEI' },
  EmailExists: { ru: 'Этот e-mail уже используется', en: 'This e-mail is already in use' },
  RequiredField: { ru: 'Это поле обязательно к заполнению', en: 'This field is required' },
  FuturePost: { ru: 'Нельзя выбрать время в будущем', en: 'Cannot select future time' },
  ParkingSessionWasFree: { ru: 'Парковочная сессия была бесплатной', en: 'The parking session was free' },
  NoDurationSelected: { ru: 'Выберите продолжительность', en: 'Select the duration' },
  NoZoneSelected: { ru: 'Выберите парковочную зону', en: 'Select the parking zone' },
  NoSumEntered: { ru: 'Введите сумму пополнения', en: 'Enter the top up amount' },
  PriceChangedTryLater: {
    ru: 'Стоимость изменилась, попробуйте позже',
    en: 'The price has changed, try again later',
  },
  UnknownError: { ru: 'Произошла неизвестная ошибка', en: 'An unknown error occurred' },
  ValidationError: { ru: 'Проверьте введённые данные', en: 'Check the data you entered' },
  TokenNotFound: {
    ru: 'Проблемы с вашей сессией. Попробуйте выйти и войти снова.',
    en: 'Problems with your session. Try logging out and in again.',
  },
  ParkingSessionIsOver: {
    ru: 'Парковочная сессия окончена: продлить или отменить её нельзя',
    en: 'The parking session is over: cannot extend or cancel',
  },
  ZoneNotFound: { ru: 'Зона не найдена', en: 'Zone not found' },
  ParkingSessionNotFound: { ru: 'Парковочная сессия не найдена', en: 'Parking session not found' },
  TariffNotFound: { ru: 'Тариф не найден', en: 'Tariff not found' },
  ParkingSessionAlreadyExists: {
    ru: 'Для этого транспортного средства уже есть парковочная сессия',
    en: 'A parking session already exists for this vehicle',
  },
  PaymentServiceNotFound: { ru: 'Способ оплаты не найден', en: 'Payment service not found' },
  CalculationCostError: { ru: 'Ошибка расчёта стоимости', en: 'Cost calculation error' },
  CostCalculationError: { ru: 'Ошибка расчёта стоимости', en: 'Cost calculation error' },
  NotSelectedPaymentService: {
    ru: 'Недостаточно средств. Выберите способ оплаты для пополнения',
    en: 'Not sufficient funds. Select the payment method to top up',
  },
  InDevelopingError: { ru: 'Функция в разработке', en: 'This feature is in development' },
  ServerGateParkingError: {
    ru: 'Ошибка сервера шлагбаумной парковки',
    en: 'Barrier parking server error',
  },
  SetEmailInProfile: { ru: 'Укажите e-mail в профиле', en: 'Set an e-mail in your profile' },
  ItNeedToBeANumber: { ru: 'Значение должно быть числом', en: 'It needs to be a number' },
  ItNeedToBeAString: { ru: 'Значение должно быть строкой', en: 'It needs to be a string' },
  InvalidFormat: { ru: 'Неверный формат', en: 'Invalid format' },
  RefillAmountCanNotBeMaxAllowable: {
    ru: 'Сумма пополнения превышает допустимую',
    en: 'The top-up amount exceeds the allowed maximum',
  },
  PaymentServiceError: { ru: 'Ошибка платёжного сервиса', en: 'Payment service error' },
  SubscriptionAlreadyExists: { ru: 'Такой абонемент уже есть', en: 'This subscription already exists' },
  SubscriptionNotFound: { ru: 'Абонемент не найден', en: 'Subscription not found' },
  SubscriptionActionNotAllowed: {
    ru: 'Это действие с абонементом сейчас недоступно',
    en: 'This action is not available for the subscription now',
  },
  SubscriptionStartDateInvalid: {
    ru: 'Недопустимая дата начала абонемента',
    en: 'The start date of the subscription is not allowed',
  },

  TokenExpired: {
    ru: 'Сессия истекла. Пожалуйста, войдите снова.',
    en: 'The session has expired. Please sign in again.',
  },
  PhoneExists: { ru: 'Этот телефон уже зарегистрирован', en: 'This phone is already registered' },
  PhoneEmpty: { ru: 'Телефон не может быть пустым', en: 'Phone cannot be empty' },
  SMSNotSend: { ru: 'Не удалось отправить SMS', en: 'The SMS could not be sent' },
  UserExists: {
    ru: 'Пользователь с таким e-mail уже существует',
    en: 'A user with this e-mail already exists',
  },
  LimitSMS: { ru: 'Превышен лимит SMS, попробуйте позже', en: 'SMS limit reached, try later' },
  DoublePhone: { ru: 'Этот телефон уже используется', en: 'This phone is already in use' },
  DoubleEmail: { ru: 'Это и есть ваш текущий e-mail', en: 'This is already your e-mail' },
  IncorrectCode: { ru: 'Неверный код', en: 'Incorrect code' },
  CurrentPasswordIncorrect: { ru: 'Неверный текущий пароль', en: 'Incorrect current password' },
  EmptyPass: {
    ru: 'Пароль не задан. Восстановите пароль',
    en: 'No password is set. Restore your password',
  },
  IncorrectLogin: { ru: 'Неверный логин или пароль', en: 'Incorrect login or password' },
  UnregistredAccount: { ru: 'Неверный логин или пароль', en: 'Incorrect login or password' },
  LoginTryLimit: {
    ru: 'Превышено число попыток входа, попробуйте позже',
    en: 'Too many login attempts, try later',
  },
  CaptchaIncorrect: { ru: 'Неверный код с картинки', en: 'Incorrect captcha code' },
  ExternalLoginError: { ru: 'Не удалось войти через внешний сервис', en: 'External login failed' },
  RegistrationNotFound: {
    ru: 'Регистрация не найдена или устарела. Начните её заново',
    en: 'The registration was not found or has expired. Please start again',
  },

  NotFound: { ru: 'Не найдено', en: 'Not found' },
  CityNotFound: { ru: 'Город не обслуживается', en: 'This city is not served' },
  TooManyRequests: { ru: 'Слишком много запросов, попробуйте позже', en: 'Too many requests, try later' },
  PayloadTooLarge: { ru: 'Слишком большой запрос', en: 'The request is too large' },
  UnsupportedMediaType: { ru: 'Неподдерживаемый формат запроса', en: 'Unsupported request format' },
  MethodNotAllowed: { ru: 'Метод не поддерживается', en: 'Method not allowed' },
  ServiceUnavailable: { ru: 'Сервис временно недоступен', en: 'The service is temporarily unavailable' },
  FeatureDisabled: {
    ru: 'Эта возможность в вашем городе отключена',
    en: 'This feature is switched off in your city',
  },
  WebhookSignatureInvalid: {
    ru: 'Неверная подпись уведомления',
    en: 'The notification signature is invalid',
  },
  WebhookTooLate: { ru: 'Уведомление устарело', en: 'The notification is too old' },
  CardPaymentsUnavailable: {
    ru: 'Оплата картой сейчас недоступна. Оплатите с баланса.',
    en: 'Card payments are not available now. Pay from the balance.',
  },
  occupied: {
    ru: 'Транспортное средство сейчас на парковке',
    en: 'The vehicle is parked right now',
  },
  VehicleExists: {
    ru: 'Данное транспортное средство уже существует',
    en: 'This vehicle already exists',
  },
  StsExists: {
    ru: 'Это СТС уже указано у другого транспортного средства',
    en: 'This registration certificate is already given for another vehicle',
  },
  CategoryMismatch: {
    ru: 'Категория транспортного средства не соответствует его типу',
    en: 'The car category does not match its type',
  },
  VehicleNotFound: { ru: 'Транспортное средство не найдено', en: 'Vehicle not found' },
  VehiclesLimit: {
    ru: 'Достигнуто наибольшее число транспортных средств',
    en: 'The largest number of vehicles is reached',
  },
  DocumentExists: { ru: 'Такой документ уже добавлен', en: 'This document is already added' },
  DocumentNotFound: { ru: 'Документ не найден', en: 'Document not found' },
  PhoneNotFound: { ru: 'Телефон не найден в профиле', en: 'The phone is not in the profile' },
  MainPhoneNotDeletable: {
    ru: 'Основной телефон нельзя удалить: сначала сделайте основным другой',
    en: 'The main phone cannot be deleted: make another one main first',
  },
  EmailChangeNeedsCode: {
    ru: 'Новый e-mail нужно подтвердить кодом',
    en: 'A new e-mail must be confirmed with a code',
  },
  ReceiptNotFound: { ru: 'Квитанция не найдена', en: 'Receipt not found' },
  InvalidInn: {
    ru: 'ИНН должен содержать 10 или 12 цифр с верным контрольным числом',
    en: 'The INN must be 10 or 12 digits with a correct check digit',
  },
  InvalidOgrn: {
    ru: 'ОГРН должен содержать 13 цифр с верным контрольным числом',
    en: 'The OGRN must be 13 digits with a correct check digit',
  },
  InvalidKpp: { ru: 'КПП должен содержать 9 цифр', en: 'The KPP must be 9 digits' },
  EmailTooLong: {
    ru: 'E-mail должен быть не длиннее 50 символов',
    en: 'The e-mail must be at most 50 characters',
  },
  ReceiptSumMismatch: {
    ru: 'Сумма платежа не совпадает с суммой квитанции',
    en: 'The payment sum differs from the receipt sum',
  },
  FeedbackEmailInvalid: { ru: 'Email должен быть валидным', en: 'Email must be valid' },
  FeedbackPhoneInvalid: { ru: 'Телефон должен быть валидным', en: 'Phone must be valid' },
  FeedbackMessageTooLong: {
    ru: 'Сообщение должно быть не длиннее 2000 символов',
    en: 'The message must be at most 2000 characters',
  },
  AppealTopicUnknown: { ru: 'Такой темы обращения нет', en: 'There is no such appeal topic' },
  AppealNotFound: { ru: 'Обращение не найдено', en: 'Appeal not found' },
  MessageToCompletedAppeal: {
    ru: 'Обращение завершено: отправьте новое обращение',
    en: 'The appeal is completed: send a new appeal',
  },
  FineNotFound: { ru: 'Штраф не найден', en: 'Fine not found' },
  FinePictureNotFound: { ru: 'У штрафа нет фотографии', en: 'The fine has no picture' },
  FineImportInvalid: {
    ru: 'В файле штрафов есть ошибки: ничего не загружено',
    en: 'The fines file has errors: nothing was imported',
  },
  FineUinDuplicate: { ru: 'Этот УИН уже встречается в файле', en: 'This UIN is already in the file' },
  FinePictureInvalid: {
    ru: 'Фотография должна быть изображением PNG, JPEG, GIF или WebP не больше 2 МБ',
    en: 'The picture must be a PNG, JPEG, GIF or WebP image of at most 2 MB',
  },
  DeviceExists: {
    ru: 'Данное отслеживающее устройство уже существует',
    en: 'This tracking device already exists',
  },
  DeviceTaken: { ru: 'Данное устройство уже занято', en: 'This device is already taken' },
  DriverNotFound: { ru: 'Водитель не найден', en: 'Driver not found' },
  DriverInactive: {
    ru: 'Водитель не активирован: парковка за счёт организации недоступна',
    en: 'The driver is not active: parking on the company account is not available',
  },
  DeviceInactive: {
    ru: 'Отслеживающее устройство не активировано: парковка за счёт организации недоступна',
    en: 'The tracking device is not active: parking on the company account is not available',
  },
  VehicleHasDriver: {
    ru: 'За транспортным средством закреплён водитель: сначала измените или удалите водителя',
    en: 'A driver drives this vehicle: change or remove the driver first',
  },
  InnMismatch: { ru: 'ИНН не совпадает с ИНН организации', en: 'The INN is not the company’s' },
  CompanyNotFound: { ru: 'Организация не найдена', en: 'Company not found' },
  CompanyExists: {
    ru: 'Организация с таким ИНН и номером договора уже существует',
    en: 'A company with this INN and contract number already exists',
  },
  DriversLimit: {
    ru: 'Достигнуто максимальное число водителей организации',
    en: 'The company has the maximum number of drivers',
  },
  InvalidVin: {
    ru: 'VIN должен состоять из 17 латинских букв и цифр (без I, O, Q)',
    en: 'A VIN is 17 Latin letters and digits (no I, O, Q)',
  },
  InvalidImei: { ru: 'IMEI должен состоять из 15 цифр', en: 'An IMEI is 15 digits' },
  InvalidDriverName: {
    ru: 'Укажите фамилию, имя и, если есть, отчество',
    en: 'Enter the last name, first name and patronymic if any',
  },
  InvalidContractNumber: { ru: 'Неверный номер договора', en: 'Invalid contract number' },
  Forbidden: { ru: 'Вашей роли это действие недоступно', en: 'Your role may not do this' },
  StaffNotFound: { ru: 'Сотрудник не найден', en: 'Staff member not found' },
  StaffLoginExists: { ru: 'Этот логин уже занят', en: 'This login is already taken' },
  LastAdministrator: {
    ru: 'В городе должен остаться хотя бы один администратор',
    en: 'The city must keep at least one administrator',
  },
  InvalidStaffLogin: {
    ru: 'Логин: до 64 символов из a-z, 0-9, . _ @ -',
    en: 'Login: up to 64 characters of a-z, 0-9, . _ @ -',
  },
  InvalidStaffPassword: { ru: 'Пароль: от 10 до 200 символов', en: 'Password: 10 to 200 characters' },
  GeoJsonInvalid: {
    ru: 'В файле есть ошибки, ничего не изменено',
    en: 'The file has errors; nothing was changed',
  },
  MapObjectNotFound: { ru: 'Объект карты не найден', en: 'Map object not found' },
  PreviewOutdated: {
    ru: 'Данные изменились после просмотра. Проверьте изменения ещё раз',
    en: 'The data changed after the preview. Preview the changes again',
  },
  ParkingCategoryRequired: {
    ru: 'У парковки должна быть категория',
    en: 'A parking must have a category',
  },
  TariffVersionInvalid: {
    ru: 'Тариф задан неверно: интервалы должны покрывать сутки без пересечений, цены — в целых копейках',
    en: 'The tariff is invalid: intervals must cover the day without overlaps, prices in whole kopecks',
  },
  TariffVersionInPast: {
    ru: 'Новый тариф может вступить в силу только в будущем',
    en: 'A new tariff can only take effect in the future',
  },
  TariffVersionNotFound: { ru: 'Версия тарифа не найдена', en: 'Tariff version not found' },
  TariffVersionExists: {
    ru: 'У зоны уже есть тариф, вступающий в силу в этот момент',
    en: 'The zone already has a tariff taking effect at that moment',
  },
  TariffVersionInForce: {
    ru: 'Тариф уже действует, отменить можно только будущий',
    en: 'The tariff is already in force; only a coming one can be cancelled',
  },
  CalendarImportInvalid: {
    ru: 'В календаре есть ошибки, ничего не изменено',
    en: 'The calendar has errors; nothing was changed',
  },
  NewsNotFound: { ru: 'Новость не найдена', en: 'News item not found' },
  PageExists: { ru: 'Страница с таким адресом уже есть', en: 'A page with this address exists' },
  SmsCommandNotFound: { ru: 'SMS-команда не найдена', en: 'SMS command not found' },
  // driver support (issue 21 item 1)
  AccountBlocked: {
    ru: 'Аккаунт заблокирован. Обратитесь в службу поддержки',
    en: 'The account is blocked. Please contact support',
  },
  SupportReasonInvalid: {
    ru: 'Укажите причину: от 3 до 500 символов',
    en: 'Give a reason of 3 to 500 characters',
  },
  CorrectionAmountInvalid: {
    ru: 'Сумма: в рублях и копейках, не ноль и не больше предела',
    en: 'The amount: roubles and kopecks, not zero and within the limit',
  },
  CorrectionNotFound: { ru: 'Корректировка не найдена', en: 'Correction not found' },
  CorrectionOwnApproval: {
    ru: 'Свою корректировку должен подтвердить другой сотрудник',
    en: 'Another staff member must approve your own correction',
  },
  CorrectionDecided: {
    ru: 'Корректировка уже подтверждена или отклонена',
    en: 'The correction was already approved or rejected',
  },
  StayRefundTooLarge: {
    ru: 'Возврат больше, чем стоила парковка за вычетом прошлых возвратов',
    en: 'The refund is more than the stay cost less earlier refunds',
  },
  StayStillRunning: {
    ru: 'Парковка ещё идёт: отмените её с возвратом',
    en: 'The stay is still running: cancel it with a refund',
  },
  // money: reports, daily close, reconciliation (issue 21 item 3)
  MoneyPeriodTooLong: {
    ru: 'Слишком длинный период: отчёт — до 366 дней, сверка — до 93 дней',
    en: 'The period is too long: up to 366 days for a report, 93 for a reconciliation',
  },
  CardProviderUnavailable: {
    ru: 'Платёжный провайдер не ответил, повторите сверку позже',
    en: 'The payment provider did not answer; try the reconciliation later',
  },
  // enforcement and API keys (issue 21 item 4)
  ApiKeyInvalid: {
    ru: 'Ключ API не найден или отозван',
    en: 'The API key is unknown or revoked',
  },
  ApiKeyNotFound: { ru: 'Ключ API не найден', en: 'API key not found' },
  ApiKeyRevoked: { ru: 'Ключ уже отозван', en: 'The key is already revoked' },
  ApiKeyNameInvalid: { ru: 'Название: от 3 до 100 символов', en: 'Name: 3 to 100 characters' },
  ApiKeyRateInvalid: {
    ru: 'Лимит: целое число проверок в минуту, от 1 до 6000',
    en: 'Limit: a whole number of checks a minute, 1 to 6,000',
  },
  CheckPlaceRequired: {
    ru: 'Укажите зону или точку на карте — что-то одно',
    en: 'Give a zone or a point on the map, one of the two',
  },
  CheckTimeInvalid: {
    ru: 'Время проверки: не позже текущего и не раньше чем 31 день назад',
    en: 'The check time: not ahead of now and not more than 31 days ago',
  },
  CheckBatchTooLarge: {
    ru: 'В пакете от 1 до 200 проверок',
    en: 'A batch holds 1 to 200 checks',
  },
  // companies and receipts in the console (issue 21 item 2)
  // issue 22: receipts and refunds to the card (helper R and W add theirs below this line)
  ReceiptContactRequired: {
    ru: 'Укажите e-mail или телефон для чека',
    en: 'Give an e-mail or a phone for the receipt',
  },
  // issue 23: reminders and one-tap extend links (helper REM) add theirs below this line
  ReminderLinkInvalid: {
    ru: 'Ссылка недействительна. Откройте парковку в личном кабинете.',
    en: 'This link is not valid. Open the stay in your account.',
  },
  ReminderLinkExpired: {
    ru: 'Парковка по этой ссылке уже закончилась, продлить её нельзя. Оплатите новую парковку.',
    en: 'The stay behind this link has ended and can no longer be extended. Pay for a new stay.',
  },
  // issue 23: proof of payment (helper PROOF) add theirs below this line
  StayProofNotFound: {
    ru: 'Подтверждение оплаты не найдено. Проверьте ссылку или код.',
    en: 'No proof of payment was found. Check the link or the code.',
  },
  StayNotPaid: {
    ru: 'Эта парковка не оплачена, подтверждение оплаты для неё не выдаётся.',
    en: 'This stay is not paid, so there is no proof of payment for it.',
  },
  // issue 23: the web's payment review, plates and zones (helpers WEB, PWA) add theirs below this line
  // issue 22: provider adapters (YooKassa, CloudPayments) add theirs below this line
  YooKassaShopRefused: {
    ru: 'Платёжный сервис отклонил запрос магазина. Оплата картой сейчас недоступна, оплатите с баланса или попробуйте позже.',
    en: "The payment service refused the shop's request. Card payments are unavailable now; pay from the balance or try later.",
  },
  YooKassaNoAnswer: {
    ru: 'Платёжный сервис не ответил. Повторите попытку через минуту.',
    en: 'The payment service did not answer. Try again in a minute.',
  },
};
