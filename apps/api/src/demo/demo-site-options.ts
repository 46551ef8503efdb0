import type { CityConfig } from '@parking/domain/cities/city-config';
import type { MenuItem } from '@parking/domain/contracts/site-options';
import { defaultStoredSiteOptions, type StoredSiteOptions } from '../services/content/stored-site-options.ts';

const item = (path: string, ru: string, en: string, itemOrder: number): MenuItem => ({
  path,
  title: { ru, en },
  itemOrder,
});

// Paths are web routes (apps/web): static pages live under /pages/<path of the page>.
const MAP = item('/', 'Карта парковок', 'Parking map', 1);
const NEWS = item('/news', 'Новости', 'News', 2);
const RULES = item('/pages/rules', 'Правила', 'Rules', 3);
const SMS = item('/sms-commands', 'SMS-команды', 'SMS commands', 4);
const ABOUT = item('/pages/about', 'О сервисе', 'About', 5);
const CONTACTS = item('/pages/contacts', 'Контакты', 'Contacts', 6);
const PERSONAL_DATA = item('/pages/personal-data', 'Персональные данные', 'Personal data', 7);
const REGISTRATION = item('/registration', 'Регистрация', 'Registration', 8);

/**
 * Demo site options: the seeds' defaults (SMS number 7878, zoom 16) with menus, contacts and
 * a banner. perm is the seeds' build, so it has the cooperative profile and private-data mode.
 */
export function demoSiteOptions(config: CityConfig): StoredSiteOptions {
  const full = config.demo !== 'basic';
  const isPerm = config.city === 'perm';
  return {
    ...defaultStoredSiteOptions(config),
    menuItems: {
      header: [MAP, NEWS, RULES, SMS, ABOUT],
      footer: [ABOUT, RULES, PERSONAL_DATA, CONTACTS],
      mobile: [MAP, NEWS, SMS, RULES, ABOUT, CONTACTS, REGISTRATION],
    },
    appLinks: {
      androidLink: 'https://play.google.com/store/apps/details?id=ru.cityparking.app',
      iosLink: 'https://apps.apple.com/ru/app/city-parking/id1000000001',
      yandexStoreLink: full ? 'https://store.rustore.ru/app/ru.cityparking.app' : null,
      apkLink: null,
    },
    contacts: { email: `support@${config.city}.parking.example`, phone: '+7 800 100-00-00' },
    notification: {
      message: {
        ru: `Оплачивайте парковку по SMS на номер 7878 — список команд в разделе «SMS-команды»`,
        en: 'Pay for parking by SMS to 7878: see the SMS commands page',
      },
      url: '/sms-commands',
    },
    isCoopProfile: isPerm,
    hasPrivateData: isPerm,
    appDeepLink: full ? `cityparking://open?city=${config.city}` : null,
  };
}
