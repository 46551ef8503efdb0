/**
 * Every error name the product answers with, defined once. The web app translates
 * `errors:{errorName}`; the API puts the same name in the envelope.
 */

/** Document 1 section 8 and document 2 section 8: payment, cost and session errors. */
export const PAYMENT_ERRORS = [
  'AccountNotFound',
  'CalendarIsEmpty',
  'NoSaving',
  'TypeOfDayIsNotDefined',
  'NoMoneyNoHoney',
  'EmptyTs',
  'NotInCity',
  'CantFindLocation',
  'CantFindParking',
  'VIN_IMEI_EMPTY',
  'EmailExists',
  'RequiredField',
  'FuturePost',
  'ParkingSessionWasFree',
  'NoDurationSelected',
  'NoZoneSelected',
  'NoSumEntered',
  'PriceChangedTryLater',
  'UnknownError',
  'ValidationError',
  'TokenNotFound',
  'ParkingSessionIsOver',
  'ZoneNotFound',
  'ParkingSessionNotFound',
  'TariffNotFound',
  'ParkingSessionAlreadyExists',
  'PaymentServiceNotFound',
  'CalculationCostError',
  'CostCalculationError',
  'NotSelectedPaymentService',
  'InDevelopingError',
  'ServerGateParkingError',
  'SetEmailInProfile',
  'ItNeedToBeANumber',
  'ItNeedToBeAString',
  'InvalidFormat',
  'RefillAmountCanNotBeMaxAllowable',
  'PaymentServiceError',
  'SubscriptionAlreadyExists',
] as const;

/** Registration, phone, code and login errors (both documents, section 8). */
export const ACCOUNT_ERRORS = [
  'TokenExpired',
  'PhoneExists',
  'PhoneEmpty',
  'SMSNotSend',
  'UserExists',
  'LimitSMS',
  'DoublePhone',
  /** Not in the seeds: a change of the e-mail to the confirmed one it already is (as DoublePhone). */
  'DoubleEmail',
  'IncorrectCode',
  'CurrentPasswordIncorrect',
  'EmptyPass',
  'IncorrectLogin',
  'UnregistredAccount',
  'LoginTryLimit',
  'CaptchaIncorrect',
  'ExternalLoginError',
  /** Not in the seeds: a registration salt that is unknown, expired or already finished. */
  'RegistrationNotFound',
] as const;

/**
 * Names the seeds do not list but a real server needs (unknown route, unknown city,
 * rate limit, oversized body). Kept apart so the seeds' catalogue stays recognisable.
 */
export const PLATFORM_ERRORS = [
  'NotFound',
  'CityNotFound',
  'TooManyRequests',
  'PayloadTooLarge',
  'UnsupportedMediaType',
  'MethodNotAllowed',
  'ServiceUnavailable',
  'FeatureDisabled',
  /** A payment provider's webhook whose signature does not verify. */
  'WebhookSignatureInvalid',
  /** A correctly signed webhook older than 5 minutes: a replay or a late delivery. */
  'WebhookTooLate',
  /** No card payment provider is configured (a production start without one): pay from the balance. */
  'CardPaymentsUnavailable',
] as const;

/**
 * The cabinet's profile, vehicle and document errors (document 2 §5, §8). 'occupied' is spelled
 * as the seeds give it: the server's answer for a vehicle that is parked right now.
 */
export const PROFILE_ERRORS = [
  'occupied',
  'VehicleExists',
  'StsExists',
  'CategoryMismatch',
  'VehicleNotFound',
  'VehiclesLimit',
  'DocumentExists',
  'DocumentNotFound',
  'PhoneNotFound',
  'MainPhoneNotDeletable',
  'EmailChangeNeedsCode',
] as const;

/** Receipts and invoices (document 2 §5, §8): payer fields, the e-mail, the operator's registration. */
export const RECEIPT_ERRORS = [
  'ReceiptNotFound',
  'InvalidInn',
  'InvalidOgrn',
  'InvalidKpp',
  'EmailTooLong',
  /** The operator registered a payment whose sum differs from the receipt's. */
  'ReceiptSumMismatch',
] as const;

/** Subscriptions and benefits (issue 6); the seeds name only SubscriptionAlreadyExists. */
export const SUBSCRIPTION_ERRORS = [
  /** An unknown orderNum or one of another driver. */
  'SubscriptionNotFound',
  /** The row's can* flag for this action is false (already ended, paused, refunded, ...). */
  'SubscriptionActionNotAllowed',
  /** The start date is before the minimum or more than one month ahead. */
  'SubscriptionStartDateInvalid',
] as const;

/** Feedback and the operator's side (issue 7; document 2 §5 quotes the form's two texts). */
export const FEEDBACK_ERRORS = [
  'FeedbackEmailInvalid',
  'FeedbackPhoneInvalid',
  'FeedbackMessageTooLong',
  /** idSubject is not one of the city's settings topics. */
  'AppealTopicUnknown',
  /** An unknown appeal, or one of another driver. */
  'AppealNotFound',
  /** A message to an appeal whose status is completed. */
  'MessageToCompletedAppeal',
] as const;

/** Traffic fines (issue 7): the driver's calls and the import of a fines source. */
export const FINE_ERRORS = [
  /** An unknown uin, or a fine that is not on any of the driver's plates or STS. */
  'FineNotFound',
  /** A fine with no picture. */
  'FinePictureNotFound',
  /** An import file with bad rows: nothing was imported; the report lists them. */
  'FineImportInvalid',
  /** The same uin twice in one import file. */
  'FineUinDuplicate',
  /** A picture that is not a PNG, JPEG, GIF or WebP image, is too big, or cannot be fetched. */
  'FinePictureInvalid',
] as const;

/**
 * The corporate (fleet) area (issue 8; document 2 §5 quotes the three duplicate texts, of which
 * VehicleExists is the profile's own).
 */
export const CORPORATE_ERRORS = [
  /** Another vehicle of the company has this VIN, or any fleet of the city this IMEI. */
  'DeviceExists',
  /** The vehicle (and its device) is already driven by another driver of the company. */
  'DeviceTaken',
  /** No driver of the company with this name, plate and phone (or with this id). */
  'DriverNotFound',
  /** A deactivated driver cannot park on the company's money. */
  'DriverInactive',
  /** A vehicle whose device is not active cannot park on the company's money. */
  'DeviceInactive',
  /** A vehicle a driver drives cannot be removed before the driver is moved or removed. */
  'VehicleHasDriver',
  /** The inn of an activation call is not the logged-in company's. */
  'InnMismatch',
  /** A payer company the driver is not an active driver of, or that does not exist. */
  'CompanyNotFound',
  'InvalidVin',
  'InvalidImei',
  'InvalidDriverName',
  'InvalidContractNumber',
  /** The operator made a company whose inn and contract number another company has. */
  'CompanyExists',
  /** The company has COMPANY_DRIVERS_MAX drivers already. */
  'DriversLimit',
] as const;

/**
 * The city's console (issues 20 and 21): staff, audit and the data staff edit. Each area keeps
 * its names in its block below.
 */
export const STAFF_ERRORS = [
  // staff and roles
  /** The staff member's role may not use this area (ROLE_AREAS). */
  'Forbidden',
  'StaffNotFound',
  /** Another staff member of the city has this login. */
  'StaffLoginExists',
  /** The change would leave the city without an enabled administrator. */
  'LastAdministrator',
  'InvalidStaffLogin',
  'InvalidStaffPassword',
  // zones and map objects
  /** A GeoJSON import with bad features: nothing was changed; the report names each. */
  'GeoJsonInvalid',
  'MapObjectNotFound',
  /** The data changed since the preview was made: preview again. */
  'PreviewOutdated',
  /** A parking's category cannot be cleared: the map draws parkings by category. */
  'ParkingCategoryRequired',
  // tariffs
  /** A tariff version whose intervals overlap, leave gaps or have bad prices; the report says where. */
  'TariffVersionInvalid',
  /** A tariff version must take effect in the future. */
  'TariffVersionInPast',
  'TariffVersionNotFound',
  /** The zone already has a version starting at that instant. */
  'TariffVersionExists',
  /** Only a version still in the future may be cancelled. */
  'TariffVersionInForce',
  // calendar
  /** A calendar import with bad days: nothing was changed; the report names each. */
  'CalendarImportInvalid',
  // content
  'NewsNotFound',
  'PageExists',
  'SmsCommandNotFound',
  // driver support (issue 21 item 1)
  /** The driver's account is blocked by support: no login, every token refused. */
  'AccountBlocked',
  /** A support action's reason must be 3 to 500 characters. */
  'SupportReasonInvalid',
  /** A correction amount: whole kopecks, not zero, within the limit (a refund: above zero). */
  'CorrectionAmountInvalid',
  'CorrectionNotFound',
  /** A correction waiting for approval must be approved by another staff member. */
  'CorrectionOwnApproval',
  /** The correction was approved or rejected already. */
  'CorrectionDecided',
  /** A stay refund above what the stay cost less what was refunded already. */
  'StayRefundTooLarge',
  /** A running stay is cancelled with refund, not refunded as a finished one. */
  'StayStillRunning',
  // money: reports, daily close, reconciliation (issue 21 item 3)
  /** A report or reconciliation period longer than the call allows (366 or 93 days). */
  'MoneyPeriodTooLong',
  /** The card payment provider did not answer the reconciliation's questions. */
  'CardProviderUnavailable',
  // enforcement and API keys (issue 21 item 4)
  /** An X-Api-Key that is not a key of this city, or one an administrator revoked. */
  'ApiKeyInvalid',
  'ApiKeyNotFound',
  /** The key was revoked already. */
  'ApiKeyRevoked',
  /** An API key's name: 3 to 100 characters. */
  'ApiKeyNameInvalid',
  /** An API key's limit: a whole number of checks a minute within the bounds. */
  'ApiKeyRateInvalid',
  /** A check names its place by a zone number or by a point, one of the two. */
  'CheckPlaceRequired',
  /** A check's time: ISO 8601 with an offset, not ahead of now, within the last 31 days. */
  'CheckTimeInvalid',
  /** A batch holds 1 to 200 checks. */
  'CheckBatchTooLarge',
  // companies and receipts in the console (issue 21 item 2)
] as const;

/**
 * Issue 22: receipts, refunds to the card and the provider adapters. Helpers of issue 22 add
 * their names in their own block below.
 */
const CARD_MONEY_ERRORS = [
  'ReceiptContactRequired',
  // refunds and web (helpers R, W)
  // provider adapters (helpers Y, CP)
  'YooKassaShopRefused',
  'YooKassaNoAnswer',
] as const;

/**
 * Issue 23: reminders, the installable app, payments that prevent mistakes, proof of payment.
 * Each helper of issue 23 adds its names in its own block below.
 */
const DRIVER_SAFETY_ERRORS = [
  // reminders and one-tap extend links (helper REM)
  'ReminderLinkInvalid',
  'ReminderLinkExpired',
  // proof of payment (helper PROOF)
  'StayProofNotFound',
  'StayNotPaid',
  // the web's payment review, plates and zones (helpers WEB, PWA)
] as const;

export const ERROR_NAMES = [
  ...PAYMENT_ERRORS,
  ...SUBSCRIPTION_ERRORS,
  ...ACCOUNT_ERRORS,
  ...PLATFORM_ERRORS,
  ...PROFILE_ERRORS,
  ...RECEIPT_ERRORS,
  ...FEEDBACK_ERRORS,
  ...FINE_ERRORS,
  ...CORPORATE_ERRORS,
  ...STAFF_ERRORS,
  ...CARD_MONEY_ERRORS,
  ...DRIVER_SAFETY_ERRORS,
] as const;
export type ErrorName = (typeof ERROR_NAMES)[number];

export function isErrorName(value: unknown): value is ErrorName {
  return typeof value === 'string' && (ERROR_NAMES as readonly string[]).includes(value);
}
