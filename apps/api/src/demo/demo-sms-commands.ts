import type { CityConfig } from '@parking/domain/cities/city-config';
import type { DemoSmsCommand } from './demo-dataset.ts';

/** Plate region code of the demo cities, for plausible SMS examples; 77 (Moscow) otherwise. */
const REGION: Record<string, string> = {
  perm: '59',
  rostov: '61',
  sevastopol: '92',
  moscow: '77',
  spb: '78',
  kazan: '116',
  ekaterinburg: '66',
  novosibirsk: '54',
  'nizhny-novgorod': '52',
  samara: '63',
  omsk: '55',
  chelyabinsk: '74',
  ufa: '02',
  krasnoyarsk: '24',
  voronezh: '36',
  volgograd: '34',
  krasnodar: '23',
  saratov: '64',
  tyumen: '72',
  tula: '71',
  kaliningrad: '39',
  yaroslavl: '76',
  irkutsk: '38',
  khabarovsk: '27',
  vladivostok: '25',
  sochi: '23',
  tver: '69',
  kursk: '46',
};

/** SMS commands in the '<zone>*<plate>*<hours>' style; the transcription names each part. */
export function demoSmsCommands(config: CityConfig, zone: string): DemoSmsCommand[] {
  const plate = `A123BC${REGION[config.city] ?? '77'}`;
  const commands: DemoSmsCommand[] = [
    {
      sortOrder: 1,
      nameRu: 'Оплата парковки',
      nameEn: 'Pay for parking',
      hintRu: 'Зона, госномер и число часов через звёздочку',
      hintEn: 'Zone, plate and hours separated by asterisks',
      example: `${zone}*${plate}*2`,
      commandTranscriptionRu: 'Номер зоны*Госномер*Количество часов',
      commandTranscriptionEn: 'Zone number*Plate*Hours',
    },
    {
      sortOrder: 2,
      nameRu: 'Продление парковки',
      nameEn: 'Extend parking',
      hintRu: 'Продлевает текущую сессию на указанное число часов',
      hintEn: 'Extends the current session by the given hours',
      example: `P*${plate}*1`,
      commandTranscriptionRu: 'P*Госномер*Количество часов',
      commandTranscriptionEn: 'P*Plate*Hours',
    },
    {
      sortOrder: 3,
      nameRu: 'Досрочное завершение',
      nameEn: 'Stop parking',
      hintRu: 'Завершает сессию и возвращает неиспользованное время на баланс',
      hintEn: 'Ends the session and refunds the unused time to your balance',
      example: `S*${plate}`,
      commandTranscriptionRu: 'S*Госномер',
      commandTranscriptionEn: 'S*Plate',
    },
    {
      sortOrder: 4,
      nameRu: 'Баланс',
      nameEn: 'Balance',
      hintRu: 'Присылает остаток на балансе',
      hintEn: 'Replies with your balance',
      example: 'B',
      commandTranscriptionRu: 'B',
      commandTranscriptionEn: 'B',
    },
  ];
  if (config.profile === 'rostov') {
    commands.push({
      sortOrder: 5,
      nameRu: 'Оплата по номеру парковки',
      nameEn: 'Pay by parking id',
      hintRu: 'Номер парковки указан на табличке',
      hintEn: 'The parking id is on the sign',
      example: `1001*${plate}*1`,
      commandTranscriptionRu: 'Номер парковки*Госномер*Количество часов',
      commandTranscriptionEn: 'Parking id*Plate*Hours',
    });
  }
  return commands;
}
