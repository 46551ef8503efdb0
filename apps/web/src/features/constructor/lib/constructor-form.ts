import dayjs from 'dayjs';
import { SelectedAbonementsRequestSchema } from '@parking/domain/subscriptions/constructor-contracts';
import { latestSubscriptionStart } from '@parking/domain/subscriptions/latest-start';

export const DAY_FORMAT = 'YYYY-MM-DD';

export type ConstructorValues = { plate: string; zones: string[]; dateStart: string; timing: number | '' };

export const defaultValues = (timing: number[] = []): ConstructorValues => ({
  plate: '',
  zones: [],
  // Document 2 §9: the constructor starts tomorrow unless the driver picks another day.
  dateStart: dayjs().add(1, 'day').format(DAY_FORMAT),
  timing: timing[0] ?? '',
});

export const dateLimits = () => ({
  min: dayjs().startOf('day'),
  max: dayjs(latestSubscriptionStart(dayjs().format('YYYY-MM-DD'))).startOf('day'),
});

type Errors = Partial<Record<keyof ConstructorValues, string>>;

/**
 * Document 2 §5: a vehicle, at least one zone, a start not before today (and at most a month on).
 * Zones, start and term are the domain's SelectedAbonementsRequest; messages are error names.
 */
export function validateConstructor(values: ConstructorValues): Errors {
  const errors: Errors = {};
  if (!values.plate) errors.plate = 'EmptyTs';
  const parsed = SelectedAbonementsRequestSchema.safeParse({
    zones: values.zones,
    dateStart: values.dateStart,
    timing: values.timing === '' ? undefined : values.timing,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as keyof ConstructorValues;
      errors[field] ??= issue.message;
    }
  const { min, max } = dateLimits();
  const day = dayjs(values.dateStart, DAY_FORMAT);
  if (!errors.dateStart && (!day.isValid() || day.isBefore(min, 'day') || day.isAfter(max, 'day')))
    errors.dateStart = 'startLimits';
  return errors;
}
