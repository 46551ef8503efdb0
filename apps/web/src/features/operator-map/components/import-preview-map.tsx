import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { geoJSON, circleMarker, type LatLngBoundsExpression } from 'leaflet';
import { GeoJSON, MapContainer, TileLayer } from 'react-leaflet';
import { useTranslation } from 'react-i18next';
import { getCurrentCity } from '../../../shared/city/current-city';

export type PreviewKind = 'added' | 'changed' | 'removed';
export const KIND_COLORS: Record<PreviewKind, string> = {
  added: '#2e7d32',
  changed: '#ed6c02',
  removed: '#d32f2f',
};

type Props = { layers: Record<PreviewKind, Feature<Geometry>[]> };

const kinds = Object.keys(KIND_COLORS) as PreviewKind[];

const collection = (features: Feature<Geometry>[]): FeatureCollection => ({
  type: 'FeatureCollection',
  features,
});

/**
 * The import's changes on a map (lazy, with Leaflet's CSS: never on the drivers' first load):
 * added green, changed orange, removed red, points as circles.
 */
export default function ImportPreviewMap({ layers }: Props) {
  const { t } = useTranslation('operator-map');
  const bounds = useMemo<LatLngBoundsExpression | undefined>(() => {
    const all = kinds.flatMap((k) => layers[k]);
    if (all.length === 0) return undefined;
    const b = geoJSON(collection(all)).getBounds();
    return b.isValid() ? b.pad(0.1) : undefined;
  }, [layers]);
  return (
    <Stack spacing={1}>
      <Stack
        direction="row"
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
        aria-label={t('preview.legend')}
      >
        {kinds.map((kind) => (
          <Stack key={kind} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: KIND_COLORS[kind] }} />
            <Typography variant="body2">{t(`preview.${kind}`)}</Typography>
          </Stack>
        ))}
      </Stack>
      <Box
        sx={{
          height: { xs: 280, md: 420 },
          borderRadius: 1,
          overflow: 'hidden',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <MapContainer
          bounds={bounds}
          center={bounds ? undefined : [55.75, 37.62]}
          zoom={bounds ? undefined : 10}
          style={{ height: '100%', width: '100%' }}
        >
          <TileLayer url={getCurrentCity().mapSource} attribution="&copy; OpenStreetMap" />
          {kinds.map((kind) => (
            <GeoJSON
              key={`${kind}-${layers[kind].length}`}
              data={collection(layers[kind])}
              style={{ color: KIND_COLORS[kind], weight: 3, fillOpacity: 0.25 }}
              pointToLayer={(_feature, latlng) =>
                circleMarker(latlng, { radius: 6, color: KIND_COLORS[kind], fillOpacity: 0.7 })
              }
            />
          ))}
        </MapContainer>
      </Box>
    </Stack>
  );
}
