import { useEffect, useId, useRef } from 'react';
import Box from '@mui/material/Box';
import { Popup, useMap } from 'react-leaflet';
import L, { type LatLngExpression } from 'leaflet';
import { useTranslation } from 'react-i18next';
import type { MapObject } from '../lib/map-objects';
import { ParkingPopupContent } from './parking-popup-content';
import { PointPopupContent } from './point-popup-content';

interface MapPopupProps {
  object: MapObject;
  position: LatLngExpression;
  /** Opened from the keyboard (zone search): focus moves into the pop-up. */
  focusOnOpen: boolean;
  onClose: () => void;
  onPay: (zonenumber: string, parkingCode: string) => void;
  /** Keeps the pop-up clear of the search box and the legend laid over the map. */
  padding: { topLeft: [number, number]; bottomRight: [number, number] };
  /** Taller content scrolls inside the pop-up instead of running off a phone screen. */
  maxHeight: number;
}

/**
 * One pop-up at a time, rendered by React through react-leaflet's portal so MUI's theme and
 * the translations reach it without a second React root.
 */
export function MapPopup({
  object,
  position,
  focusOnOpen,
  onClose,
  onPay,
  padding,
  maxHeight,
}: MapPopupProps) {
  const map = useMap();
  const { t } = useTranslation('map');
  const popupRef = useRef<L.Popup>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const closeLabel = t('popup.close');

  useEffect(() => {
    const container = popupRef.current?.getElement();
    if (!container) return;
    // Leaflet's close button is labelled in English only.
    container.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', closeLabel);
    // Leaflet closes on Escape only while the map itself has focus, not a control inside the pop-up.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') map.closePopup();
    };
    L.DomEvent.on(container, 'keydown', onKeyDown as L.DomEvent.EventHandlerFn);
    return () => {
      L.DomEvent.off(container, 'keydown', onKeyDown as L.DomEvent.EventHandlerFn);
    };
  }, [map, closeLabel]);

  useEffect(() => {
    if (!focusOnOpen) return;
    // The portal content mounts a frame after the popup opens.
    const timer = window.setTimeout(() => headingRef.current?.focus({ preventScroll: true }), 50);
    return () => window.clearTimeout(timer);
  }, [focusOnOpen, object.id]);

  const isPoint = object.cls.kind === 'object';
  return (
    <Popup
      ref={popupRef}
      position={position}
      eventHandlers={{ remove: onClose }}
      minWidth={220}
      maxWidth={320}
      maxHeight={maxHeight}
      autoPanPaddingTopLeft={padding.topLeft}
      autoPanPaddingBottomRight={padding.bottomRight}
    >
      <Box
        data-testid="map-popup"
        role="dialog"
        aria-labelledby={headingId}
        sx={{ fontFamily: 'inherit', minWidth: 200 }}
      >
        {isPoint ? (
          <PointPopupContent object={object} headingRef={headingRef} headingId={headingId} />
        ) : (
          <ParkingPopupContent object={object} headingRef={headingRef} headingId={headingId} onPay={onPay} />
        )}
      </Box>
    </Popup>
  );
}
