import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CompanyProfile, FleetDriver, FleetVehicle } from '@parking/domain/company/company-contracts';
import { companyProfileKey } from './get-company-profile';
import { setDriverActive } from './driver-calls';
import { setDeviceActive } from './vehicle-calls';

type Change<R> = { row: R; active: boolean };

/**
 * Activation of a driver or a device (§4): the switch follows the list, and the list changes
 * only with the server's ok row (then it is fetched again); a refusal leaves it as it was.
 */
export function useActivation<R extends FleetDriver | FleetVehicle>(kind: 'driver' | 'device', inn: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ row, active }: Change<R>): Promise<{ result?: object }> =>
      kind === 'driver'
        ? setDriverActive(row as FleetDriver, inn, active)
        : setDeviceActive(row as FleetVehicle, inn, active),
    onSuccess: (answer, { row, active }) => {
      queryClient.setQueryData<CompanyProfile>(companyProfileKey(), (profile) => {
        if (!profile) return profile;
        const fresh = { ...row, ...(answer.result ?? {}), active } as never;
        if (kind === 'driver')
          return { ...profile, drivers: profile.drivers.map((d) => (d.id === row.id ? fresh : d)) };
        return {
          ...profile,
          ts: profile.ts.map((v) => (v.id === row.id ? { ...v, active } : v)),
          devices: profile.devices.map((d) => (d.id === row.id ? { ...d, active } : d)),
        };
      });
      return queryClient.invalidateQueries({ queryKey: companyProfileKey() });
    },
  });
}
