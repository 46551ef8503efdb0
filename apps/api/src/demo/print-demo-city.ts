import { BUILT_IN_CITIES } from '@parking/domain/cities/cities';
import { generateDemoCity } from './generate-demo-city.ts';
import type { DemoDataset } from './demo-dataset.ts';

/**
 * Prints what the demo generator makes for a city, without touching any database:
 *   npx tsx apps/api/src/demo/print-demo-city.ts perm [--json]
 * With --json the whole dataset is printed (pipe it to a file to diff two generator versions).
 */
function summary(data: DemoDataset): string {
  const byType = new Map<string, number>();
  const byCategory = new Map<string, number>();
  for (const o of data.objects) {
    byType.set(o.objecttype, (byType.get(o.objecttype) ?? 0) + 1);
    if (o.category) byCategory.set(o.category, (byCategory.get(o.category) ?? 0) + 1);
  }
  const spaces = data.objects.reduce((sum, o) => sum + (o.spaces?.total ?? 0), 0);
  const inactive = data.zones.filter((z) => z.prices.some((p) => p.inactive)).map((z) => z.zonenumber);
  const daytime = data.zones.map((z) => Math.max(...z.prices.map((p) => p.pricePerHourKopecks)));
  const lines = [
    `city ${data.city} (demo ${data.demo}, seed ${data.seed})`,
    `zones: ${data.zones.length} (${data.zones[0]?.zonenumber}..${data.zones.at(-1)?.zonenumber}), inactive: ${inactive.join(', ') || 'none'}`,
    `top hourly price per zone (kopecks): ${[...new Set(daytime)].sort((a, b) => b - a).join(', ')}`,
    `map objects: ${data.objects.length}, parking spaces: ${spaces}`,
    ...[...byType].map(([type, n]) => `  ${type}: ${n}`),
    'parkings by category:',
    ...[...byCategory].map(([category, n]) => `  ${category}: ${n}`),
    `news: ${data.news.length}, pages: ${data.pages.map((p) => p.path).join(', ')}`,
    `sms commands: ${data.smsCommands.map((c) => c.example).join('  ')}`,
    `notification: ${data.notification.titleRu}`,
    `site options: sms ${data.siteOptions.numberSmsSendTo}, zoom ${data.siteOptions.initialZoom}, coop ${data.siteOptions.isCoopProfile}`,
    `settings: ${Object.entries(data.settingsFlags)
      .filter(([, v]) => v === true)
      .map(([k]) => k)
      .join(', ')}`,
    `payment methods: ${data.settingsFlags.paymentsMethods.map((m) => m.methodName).join(', ')}`,
  ];
  return lines.join('\n');
}

// `| head` closes the pipe early; that is not an error worth a stack trace
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0);
  throw error;
});

const [code = BUILT_IN_CITIES.defaultCity, flag] = process.argv.slice(2);
const config = BUILT_IN_CITIES.cities.find((c) => c.city === code);
if (!config) {
  console.error(`unknown city ${code}; one of: ${BUILT_IN_CITIES.cities.map((c) => c.city).join(', ')}`);
  process.exit(1);
}
const started = performance.now();
const data = generateDemoCity(config);
if (flag === '--json') {
  process.stdout.write(JSON.stringify(data, null, 1) + '\n');
} else {
  console.log(summary(data));
  console.log(`generated in ${Math.round(performance.now() - started)} ms`);
}
