import { useState } from 'react';
import Stack from '@mui/material/Stack';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useProfile } from '../../../shared/profile/api/get-profile';
import { ErrorPanel } from '../../../shared/ui/error-panel';
import { PageContainer } from '../../../shared/ui/page-container';
import { PageLoading } from '../../../shared/ui/page-loading';
import { postSelectedAbonements, useConstructorTiming, useConstructorZones } from '../api/constructor-api';
import type { ConstructorValues } from '../lib/constructor-form';
import { ConstructorForm } from './constructor-form';
import { ConstructorResults } from './constructor-results';

/**
 * /profile/constructor (document 2 §2): vehicle, zones, start and term; Next asks for the
 * matching subscriptions, each paid through the payment modal's subscription mode.
 */
export function ConstructorPage() {
  const { t } = useTranslation('subscription-constructor');
  const zones = useConstructorZones();
  const timing = useConstructorTiming();
  const plates = (useProfile().data?.ts ?? []).map((v) => v.numberTs);
  const mainPlate = useProfile().data?.ts.find((v) => v.mainTs)?.numberTs;
  const [asked, setAsked] = useState<ConstructorValues | null>(null);
  const search = useMutation({ mutationFn: postSelectedAbonements });

  const failed = zones.isError || timing.isError;
  return (
    <PageContainer title={t('title')} maxWidth="lg">
      {failed ? (
        <ErrorPanel
          title={t('error.title')}
          message={t('error.load')}
          retrying={zones.isFetching || timing.isFetching}
          onRetry={() => {
            if (zones.isError) void zones.refetch();
            if (timing.isError) void timing.refetch();
          }}
        />
      ) : zones.isPending || timing.isPending ? (
        <PageLoading />
      ) : (
        <Stack spacing={3}>
          <ConstructorForm
            zones={zones.data}
            timing={timing.data}
            plates={plates}
            mainPlate={mainPlate}
            searching={search.isPending}
            onChange={() => {
              setAsked(null);
              search.reset();
            }}
            onNext={(values) => {
              setAsked(values);
              search.mutate({
                zones: values.zones,
                dateStart: values.dateStart,
                timing: Number(values.timing),
              });
            }}
          />
          {asked && (
            <ConstructorResults
              plate={asked.plate}
              results={search.data}
              error={search.error}
              pending={search.isPending}
              specialZones={zones.data.filter((z) => z.special).map((z) => z.code)}
            />
          )}
        </Stack>
      )}
    </PageContainer>
  );
}
