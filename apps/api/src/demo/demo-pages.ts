import type { CityConfig } from '@parking/domain/cities/city-config';
import type { DemoPage } from './demo-dataset.ts';

/** The static pages the menus link to (paths as /api/pages/get-page takes them). */
export function demoPages(config: CityConfig): DemoPage[] {
  const ru = config.nameForShow.ru;
  const en = config.nameForShow.en;
  return [
    {
      path: 'about',
      titleRu: 'О сервисе',
      titleEn: 'About',
      contentRu: `<p>Городские парковки, город ${ru}: оплата парковки на сайте, в приложении, по SMS и в паркоматах.</p>`,
      contentEn: `<p>City parking of ${en}: pay on the website, in the app, by SMS or at parking meters.</p>`,
    },
    {
      path: 'rules',
      titleRu: 'Правила пользования платными парковками',
      titleEn: 'Paid parking rules',
      contentRu:
        '<ol><li>Оплата вносится в течение 15 минут после въезда на парковку.</li>' +
        '<li>Стоимость зависит от зоны, дня недели и времени суток.</li>' +
        '<li>Места для инвалидов бесплатны для транспорта с опознавательным знаком.</li></ol>',
      contentEn:
        '<ol><li>Pay within 15 minutes of parking.</li>' +
        '<li>The price depends on the zone, the day of the week and the time of day.</li>' +
        '<li>Spaces for disabled drivers are free for vehicles with the sign.</li></ol>',
    },
    {
      path: 'personal-data',
      titleRu: 'Согласие на обработку персональных данных',
      titleEn: 'Consent to personal data processing',
      contentRu:
        '<p>Мы обрабатываем номер телефона, e-mail и номера транспортных средств только для оказания услуги.</p>',
      contentEn:
        '<p>We process your phone number, e-mail and vehicle plates only to provide the service.</p>',
    },
    {
      path: 'contacts',
      titleRu: 'Контакты',
      titleEn: 'Contacts',
      contentRu: `<p>Телефон поддержки: +7 800 100-00-00</p><p>E-mail: support@${config.city}.parking.example</p>`,
      contentEn: `<p>Support phone: +7 800 100-00-00</p><p>E-mail: support@${config.city}.parking.example</p>`,
    },
  ];
}
