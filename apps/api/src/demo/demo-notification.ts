import type { DemoNotification } from './demo-dataset.ts';

/** The pop-up notice; a fixed date keeps the dataset independent of the day it is made. */
export function demoNotification(zone: string): DemoNotification {
  return {
    titleRu: 'Изменение тарифов',
    titleEn: 'Tariff change',
    messageRu: `<p>С 1 июля меняется тариф в зоне ${zone}. Подробности — в новостях.</p>`,
    messageEn: `<p>The tariff of zone ${zone} changes on 1 July. See the news for details.</p>`,
    url: '/news',
    updatedAt: '2025-06-01T06:00:00.000Z',
  };
}
