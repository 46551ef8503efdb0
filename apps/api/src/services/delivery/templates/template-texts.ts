import { CODE_TTL_MINUTES } from '@parking/domain/accounts/account-rules';
import type { Language } from '@parking/domain/i18n/languages';
import type { DescriptionType } from '../../../db/schema/card-payments.ts';
import type { CodePurpose } from '../outgoing-message-schema.ts';

/** Every word the delivery service sends, in both languages. */
export interface TemplateTexts {
  greeting: string;
  signature: (cityName: string) => string;
  code: {
    subject: Record<CodePurpose, string>;
    intro: Record<CodePurpose, string>;
    validity: string;
    notYou: string;
    /** Registration: the link that confirms the address without typing the code. */
    link: string;
    sms: (purposeSubject: string, code: string) => string;
  };
  newPassword: { subject: string; intro: string; advice: string; sms: (password: string) => string };
  passwordChanged: { subject: string; line: (time: string) => string; notYou: string };
  /** The monthly operations history report (the reportHistoryOperation setting). */
  historyReport: {
    /** Month names as the period reads: «за март 2026 г.», "for March 2026". */
    months: string[];
    period: (month: string, year: number) => string;
    subject: (period: string) => string;
    intro: (period: string) => string;
    spent: (money: string) => string;
    refilled: (money: string) => string;
    operations: (count: number) => string;
    attached: string;
    notAttached: string;
    cabinet: string;
    howToStop: string;
  };
  /** A receipt or an invoice sent by the driver (sendreceipt), its PDF attached. */
  receipt: {
    subject: (title: string) => string;
    intro: (title: string) => string;
    sum: (money: string) => string;
    uin: (uin: string) => string;
    howToPay: string;
  };
  /** The operator answered the driver's appeal (feedback). */
  appealReply: {
    subject: (id: string) => string;
    intro: (id: string) => string;
    open: string;
  };
  /** A payment by a phone method: the operator's SMS with the way to confirm it. */
  mobilePayment: { sms: (money: string, url: string) => string };
  /** The receipt of a card payment, to the e-mail typed on the /payment page. */
  paymentReceipt: {
    subject: string;
    intro: string;
    lines: (what: string, money: string, order: string, time: string) => string;
    /** What was paid, by the payment's description type. */
    what: Record<DescriptionType, string>;
  };
  /** What a call is, for the dev outbox page: the digits are the end of the caller's number. */
  call: (digits: string) => string;
  /** Issue 23 item 5 (helper PROOF): the proof of a guest's paid stay. */
  parkingProof: {
    subject: (plate: string) => string;
    intro: (plate: string, zone: string, order: string) => string;
    attached: string;
    link: string;
    sms: (plate: string, url: string) => string;
  };
}

export const TEMPLATE_TEXTS: Record<Language, TemplateTexts> = {
  ru: {
    greeting: 'Здравствуйте!',
    signature: (city) => `Городская парковка · ${city}`,
    code: {
      subject: {
        registration: 'Код подтверждения регистрации',
        'email-change': 'Код подтверждения адреса электронной почты',
        'phone-change': 'Код подтверждения номера телефона',
        restore: 'Код для восстановления пароля',
      },
      intro: {
        registration: 'Ваш код для завершения регистрации:',
        'email-change': 'Ваш код для подтверждения адреса электронной почты:',
        'phone-change': 'Ваш код для подтверждения номера телефона:',
        restore: 'Ваш код для восстановления пароля:',
      },
      validity: `Код действует ${CODE_TTL_MINUTES} минут. Никому его не сообщайте: сотрудники сервиса никогда не спрашивают коды.`,
      notYou: 'Если вы не запрашивали код, просто не обращайте внимания на это сообщение.',
      link: 'Или перейдите по ссылке, чтобы подтвердить адрес:',
      sms: (subject, code) => `${subject}: ${code}. Никому его не сообщайте.`,
    },
    newPassword: {
      subject: 'Новый пароль',
      intro: 'Ваш новый пароль для входа:',
      advice:
        'Войдите с ним; сменить пароль можно в профиле. Если вы не запрашивали новый пароль, смените его сразу после входа.',
      sms: (password) => `Ваш новый пароль: ${password}`,
    },
    passwordChanged: {
      subject: 'Пароль изменён',
      line: (time) => `Пароль вашей учётной записи был изменён ${time}.`,
      notYou: 'Если это были не вы, восстановите пароль:',
    },
    historyReport: {
      months: [
        'январь',
        'февраль',
        'март',
        'апрель',
        'май',
        'июнь',
        'июль',
        'август',
        'сентябрь',
        'октябрь',
        'ноябрь',
        'декабрь',
      ],
      period: (month, year) => `${month} ${year} г.`,
      subject: (period) => `История операций за ${period}`,
      intro: (period) => `Ваши операции по парковке за ${period}:`,
      spent: (money) => `Потрачено на парковку: ${money}`,
      refilled: (money) => `Пополнения баланса: ${money}`,
      operations: (count) => `Операций: ${count}`,
      attached: 'Подробная история — во вложенном файле Excel.',
      notAttached: 'История получилась слишком большой для письма; её можно скачать в личном кабинете.',
      cabinet: 'История операций в личном кабинете:',
      howToStop:
        'Вы получили это письмо, потому что включили отчёт об истории операций в настройках профиля. Отключить его можно там же.',
    },
    receipt: {
      subject: (title) => title,
      intro: (title) => `Во вложении — ${title} в формате PDF.`,
      sum: (money) => `Сумма к оплате: ${money}`,
      uin: (uin) => `УИН: ${uin}`,
      howToPay:
        'Оплатите в любом банке по реквизитам документа или по QR-коду и обязательно укажите УИН: по нему платёж будет зачислен.',
    },
    appealReply: {
      subject: (id) => `Ответ на обращение № ${id}`,
      intro: (id) => `Оператор ответил на ваше обращение № ${id}:`,
      open: 'Открыть переписку в личном кабинете',
    },
    mobilePayment: {
      sms: (money, url) => `Оплата ${money} со счёта телефона. Подтвердите платёж: ${url}`,
    },
    paymentReceipt: {
      subject: 'Чек об оплате',
      intro: 'Платёж принят. Чек об оплате:',
      lines: (what, money, order, time) => `${what}\nСумма: ${money}\nЗаказ: ${order}\nДата: ${time}`,
      what: { refill: 'Пополнение баланса', extension: 'Продление парковки', payment: 'Оплата парковки' },
    },
    call: (digits) => `Звонок с номера, который оканчивается на ${digits}`,
    // issue 23 item 5 (helper PROOF)
    parkingProof: {
      subject: (plate) => `Подтверждение оплаты парковки ${plate}`,
      intro: (plate, zone, order) =>
        `Парковка автомобиля ${plate} в зоне ${zone} оплачена (заказ № ${order}).`,
      attached:
        'Во вложении — подтверждение оплаты в формате PDF. Его можно распечатать или показать при обжаловании штрафа: QR-код на нём ведёт на проверку на нашем сайте.',
      link: 'Подтверждение оплаты на сайте:',
      sms: (plate, url) => `Парковка ${plate} оплачена. Подтверждение: ${url}`,
    },
  },
  en: {
    greeting: 'Hello,',
    signature: (city) => `City parking · ${city}`,
    code: {
      subject: {
        registration: 'Registration confirmation code',
        'email-change': 'E-mail address confirmation code',
        'phone-change': 'Phone number confirmation code',
        restore: 'Password recovery code',
      },
      intro: {
        registration: 'Your code to complete the registration:',
        'email-change': 'Your code to confirm this e-mail address:',
        'phone-change': 'Your code to confirm your phone number:',
        restore: 'Your password recovery code:',
      },
      validity: `The code is valid for ${CODE_TTL_MINUTES} minutes. Do not share it with anyone: our staff never ask for codes.`,
      notYou: 'If you did not ask for a code, just ignore this message.',
      link: 'Or follow this link to confirm your address:',
      sms: (subject, code) => `${subject}: ${code}. Do not share it.`,
    },
    newPassword: {
      subject: 'Your new password',
      intro: 'Your new password:',
      advice:
        'Sign in with it; you can change the password in your profile. If you did not ask for a new password, change it right after signing in.',
      sms: (password) => `Your new password: ${password}`,
    },
    passwordChanged: {
      subject: 'Your password was changed',
      line: (time) => `The password of your account was changed on ${time}.`,
      notYou: "If it wasn't you, restore your password:",
    },
    historyReport: {
      months: [
        'January',
        'February',
        'March',
        'April',
        'May',
        'June',
        'July',
        'August',
        'September',
        'October',
        'November',
        'December',
      ],
      period: (month, year) => `${month} ${year}`,
      subject: (period) => `Your operations history for ${period}`,
      intro: (period) => `Your parking operations for ${period}:`,
      spent: (money) => `Spent on parking: ${money}`,
      refilled: (money) => `Balance top-ups: ${money}`,
      operations: (count) => `Operations: ${count}`,
      attached: 'The full history is in the attached Excel file.',
      notAttached: 'The history is too large for an e-mail; you can download it in your personal account.',
      cabinet: 'Operations history in your personal account:',
      howToStop:
        'You got this e-mail because the operations history report is on in your profile settings. You can turn it off there.',
    },
    receipt: {
      subject: (title) => title,
      intro: (title) => `Attached is ${title} as a PDF.`,
      sum: (money) => `Amount to pay: ${money}`,
      uin: (uin) => `UIN: ${uin}`,
      howToPay:
        'Pay at any bank by the details of the document or by its QR code, and always give the UIN: the payment is credited by it.',
    },
    appealReply: {
      subject: (id) => `Reply to your appeal No. ${id}`,
      intro: (id) => `The operator replied to your appeal No. ${id}:`,
      open: 'Open the conversation in your personal account',
    },
    mobilePayment: {
      sms: (money, url) => `Payment of ${money} from your phone account. Confirm it: ${url}`,
    },
    paymentReceipt: {
      subject: 'Payment receipt',
      intro: 'Your payment has been received. Receipt:',
      lines: (what, money, order, time) => `${what}\nAmount: ${money}\nOrder: ${order}\nDate: ${time}`,
      what: { refill: 'Balance top-up', extension: 'Parking extension', payment: 'Parking payment' },
    },
    call: (digits) => `A call from a number ending in ${digits}`,
    // issue 23 item 5 (helper PROOF)
    parkingProof: {
      subject: (plate) => `Proof of parking payment for ${plate}`,
      intro: (plate, zone, order) =>
        `Parking of the vehicle ${plate} in zone ${zone} is paid (order No. ${order}).`,
      attached:
        'Attached is the proof of payment as a PDF. Print it or show it to appeal a fine: its QR code leads to its verification on our website.',
      link: 'The proof of payment on our website:',
      sms: (plate, url) => `Parking ${plate} is paid. Proof: ${url}`,
    },
  },
};
