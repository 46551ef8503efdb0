import { useMapInfo } from '../api/get-map-info';
import { ZoneListPanel, type ZoneListPanelProps } from './zone-list-panel';

export type ZoneListWithDataProps = Omit<ZoneListPanelProps, 'objects' | 'status'> & { city: string };

/**
 * The zone list with every zone of the city: the map draws only the tiles of its view, so the
 * list loads the full map call itself, and with it stays out of the first load of "/".
 */
export function ZoneListWithData({ city, ...props }: ZoneListWithDataProps) {
  const { status, data } = useMapInfo(city);
  return <ZoneListPanel objects={data.objects} status={status} {...props} />;
}
