import type { CityConfig } from '@parking/domain/cities/city-config';
import type { DemoNews } from './demo-dataset.ts';
import type { DemoRandom } from './demo-random.ts';

interface Story {
  ru: [title: string, preview: string, body: string];
  en: [title: string, preview: string, body: string];
}

/** Story templates; {city} and {zone} are filled per item. */
const STORIES: Story[] = [
  {
    ru: [
      'Новые парковочные места в зоне {zone}',
      'В зоне {zone} размечены дополнительные места.',
      'Город {city}: в зоне {zone} обустроены новые парковочные места, в том числе для инвалидов. Оплата действует по тарифу зоны.',
    ],
    en: [
      'New parking spaces in zone {zone}',
      'Extra spaces have been marked in zone {zone}.',
      '{city}: new parking spaces, including spaces for disabled drivers, are now open in zone {zone}. The zone tariff applies.',
    ],
  },
  {
    ru: [
      'Бесплатная парковка в праздничные дни',
      'В праздники парковка во всех зонах бесплатна.',
      'В праздничные дни по производственному календарю парковка на всех платных парковках города {city} бесплатна.',
    ],
    en: [
      'Free parking on public holidays',
      'Parking in every zone is free on holidays.',
      'On public holidays of the production calendar every paid parking in {city} is free of charge.',
    ],
  },
  {
    ru: [
      'Оплата парковки по SMS',
      'Оплатить парковку можно SMS-сообщением на номер 7878.',
      'Отправьте SMS на номер 7878 в формате «зона*номер*часы», например {zone}*A123BC77*2. Полный список команд — в разделе SMS-команд.',
    ],
    en: [
      'Pay for parking by SMS',
      'Send an SMS to 7878 to pay for parking.',
      'Send an SMS to 7878 as “zone*plate*hours”, for example {zone}*A123BC77*2. All commands are on the SMS commands page.',
    ],
  },
  {
    ru: [
      'Ремонт дорог: временное закрытие парковок',
      'Часть парковок в зоне {zone} временно закрыта.',
      'В связи с ремонтом дорожного покрытия парковки в зоне {zone} временно не принимают оплату. Следите за знаками.',
    ],
    en: [
      'Road works: some parkings closed',
      'Some parkings in zone {zone} are temporarily closed.',
      'Because of road works, parkings in zone {zone} temporarily do not accept payment. Please follow the road signs.',
    ],
  },
  {
    ru: [
      'Абонементы для жителей',
      'Резидентные разрешения можно оформить онлайн.',
      'Жители города {city} могут оформить резидентное разрешение в личном кабинете без визита в офис.',
    ],
    en: [
      'Permits for residents',
      'Resident permits can now be issued online.',
      'Residents of {city} can get a resident parking permit in their personal cabinet without visiting the office.',
    ],
  },
  {
    ru: [
      'Обновление мобильного приложения',
      'Вышла новая версия приложения.',
      'В новой версии приложения — продление парковки в одно касание и уведомления об окончании сессии.',
    ],
    en: [
      'Mobile app update',
      'A new version of the app is out.',
      'The new version brings one-tap session renewal and a reminder before a session ends.',
    ],
  },
];

const paragraph = (text: string) => `<p>${text}</p>`;

/**
 * News items a week apart, newest first, ending at a fixed date so the dataset does not
 * depend on the day it is generated.
 */
export function generateNews(
  random: DemoRandom,
  config: CityConfig,
  count: number,
  zones: string[],
): DemoNews[] {
  const newest = Date.UTC(2025, 5, 2, 7, 0, 0);
  const items: DemoNews[] = [];
  for (let i = 0; i < count; i++) {
    const story = STORIES[i % STORIES.length]!;
    const zone = random.pick(zones);
    const fill = (text: string, lang: 'ru' | 'en') =>
      text.replaceAll('{city}', config.nameForShow[lang]).replaceAll('{zone}', zone);
    const [titleRu, previewRu, bodyRu] = story.ru.map((t) => fill(t, 'ru')) as [string, string, string];
    const [titleEn, previewEn, bodyEn] = story.en.map((t) => fill(t, 'en')) as [string, string, string];
    items.push({
      titleRu,
      titleEn,
      previewRu,
      previewEn,
      bodyRu: paragraph(bodyRu),
      bodyEn: paragraph(bodyEn),
      publishedAt: new Date(newest - i * 7 * 86_400_000 - random.int(0, 8) * 3_600_000).toISOString(),
    });
  }
  return items;
}
