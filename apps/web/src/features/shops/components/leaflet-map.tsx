// The only module that loads Leaflet: it is its own chunk, fetched when a page shows a map.
import 'leaflet/dist/leaflet.css';
import { Button, Group, Text, VisuallyHidden } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useId, useRef, useState } from 'react';
import { useT } from '../../../i18n/use-t';
import {
  CircleMarker,
  MapContainer,
  Marker,
  Popup,
  TileLayer,
  ZoomControl,
  useMap,
  useMapEvents,
} from 'react-leaflet';
import type { Location } from '@kramik/contract';
import { notifyError } from '../../../lib/notify';
import type { MapPin, ShopMapProps } from '../map-types';
import {
  DEFAULT_CENTER,
  DEFAULT_ZOOM,
  PLACE_ZOOM,
  TRANSPARENT_TILE,
  tileAttribution,
  usableTileUrl,
} from '../map-view';
import { CrosshairIcon, LocateIcon } from './icons';
import classes from './map.module.css';

function pinIcon(kind: 'pin' | 'muted' | 'picker') {
  const flag = kind === 'pin' ? '' : ` data-${kind}`;
  return L.divIcon({
    className: classes.pinHost,
    html: `<span class="${classes.pin}"${flag}></span>`,
    iconSize: [34, 34],
    iconAnchor: [17, 34],
    popupAnchor: [0, -32],
  });
}
const ICONS = { pin: pinIcon('pin'), muted: pinIcon('muted'), picker: pinIcon('picker') };

/** A pin that chooses something: a click, or Enter or Space on the focused pin (a button). */
function selectHandlers(onSelect: () => void): L.LeafletEventHandlerFnMap {
  return {
    click: onSelect,
    keydown: (event) => {
      const key = event.originalEvent.key;
      if (key !== 'Enter' && key !== ' ') return;
      event.originalEvent.preventDefault();
      onSelect();
    },
  };
}

const round = (value: number) => Math.round(value * 1e6) / 1e6;
const toLocation = (latlng: L.LatLng): Location => ({
  lat: round(latlng.lat),
  lng: round(L.Util.wrapNum(latlng.lng, [-180, 180], true)),
});

/** Fits the view to the pins on start and whenever `fitKey` changes. */
function FitToPins({ pins, fitKey }: { pins: readonly MapPin[]; fitKey: string | undefined }) {
  const map = useMap();
  const latest = useRef(pins);
  useEffect(() => {
    latest.current = pins;
  });
  useEffect(() => {
    if (fitKey === undefined) return;
    const points = latest.current.map((pin) => L.latLng(pin.location.lat, pin.location.lng));
    if (points.length === 0) return;
    if (points.length === 1) map.setView(points[0]!, PLACE_ZOOM, { animate: false });
    else map.fitBounds(L.latLngBounds(points), { padding: [36, 36], maxZoom: 14, animate: false });
  }, [map, fitKey]);
  return null;
}

/** Reports moves, names the map for screen readers and translates Leaflet's popup close button. */
function MapEvents({
  label,
  hintId,
  onViewChange,
}: {
  label: string;
  hintId: string;
  onViewChange: ShopMapProps['onViewChange'];
}) {
  const t = useT();
  const map = useMapEvents({
    moveend: () => {
      const b = map.getBounds();
      onViewChange?.({
        west: b.getWest(),
        south: b.getSouth(),
        east: b.getEast(),
        north: b.getNorth(),
      });
    },
    popupopen: (event) => {
      const close = event.popup.getElement()?.querySelector('.leaflet-popup-close-button');
      close?.setAttribute('aria-label', t('map.closePopup'));
      close?.setAttribute('title', t('map.closePopup'));
    },
  });
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
    container.setAttribute('aria-describedby', hintId);
  }, [map, label, hintId]);
  return null;
}

function PickerPin({
  value,
  onChange,
}: {
  value: Location | null;
  onChange: (location: Location) => void;
}) {
  const t = useT();
  useMapEvents({ click: (event) => onChange(toLocation(event.latlng)) });
  if (!value) return null;
  return (
    <Marker
      position={[value.lat, value.lng]}
      icon={ICONS.picker}
      draggable
      title={t('map.pickerPin')}
      eventHandlers={{
        dragend: (event) => onChange(toLocation((event.target as L.Marker).getLatLng())),
      }}
    />
  );
}

function FocusOn({ focus }: { focus: ShopMapProps['focus'] }) {
  const map = useMap();
  const key = focus?.key;
  const latest = useRef(focus);
  useEffect(() => {
    latest.current = focus;
  });
  useEffect(() => {
    const target = latest.current;
    if (key === undefined || !target) return;
    map.setView([target.location.lat, target.location.lng], target.zoom ?? PLACE_ZOOM);
  }, [map, key]);
  return null;
}

function initialView({ pins = [], picker, focus }: ShopMapProps) {
  const first = focus?.location ?? picker?.value ?? pins[0]?.location;
  if (!first) return { center: DEFAULT_CENTER, zoom: DEFAULT_ZOOM };
  return { center: first, zoom: picker?.value ? PLACE_ZOOM : 12 };
}

/** The Leaflet map with zoom buttons, "show my location", pins with popups, or a location picker. */
export default function LeafletMap(props: ShopMapProps) {
  const { label, tileUrl, size = 'medium', pins = [], fitKey, wheelZoom = false, picker } = props;
  const t = useT();
  const hintId = useId();
  const [map, setMap] = useState<L.Map | null>(null);
  const [me, setMe] = useState<Location | null>(null);
  const [locating, setLocating] = useState(false);
  const [start] = useState(() => initialView(props));
  const tiles = usableTileUrl(tileUrl);

  const locate = () => {
    if (!map) return;
    if (!('geolocation' in navigator)) {
      notifyError(t('map.geolocationUnsupported'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        const here = { lat: position.coords.latitude, lng: position.coords.longitude };
        setMe(here);
        map.setView([here.lat, here.lng], 13);
      },
      () => {
        setLocating(false);
        notifyError(t('map.geolocationFailed'));
        map.setView([DEFAULT_CENTER.lat, DEFAULT_CENTER.lng], DEFAULT_ZOOM);
      },
      { timeout: 10_000, maximumAge: 60_000 },
    );
  };

  return (
    <div>
      <div className={classes.frame} data-size={size}>
        <div className={classes.overlay}>
          <Button
            size="compact-md"
            variant="default"
            leftSection={<LocateIcon size={18} />}
            onClick={locate}
            loading={locating}
            disabled={!map}
          >
            {t('map.locate')}
          </Button>
        </div>
        <MapContainer
          ref={setMap}
          className={classes.map}
          center={[start.center.lat, start.center.lng]}
          zoom={start.zoom}
          zoomControl={false}
          scrollWheelZoom={wheelZoom}
          worldCopyJump
        >
          <ZoomControl
            position="topleft"
            zoomInTitle={t('map.zoomIn')}
            zoomOutTitle={t('map.zoomOut')}
          />
          {tiles && (
            <TileLayer
              url={tiles}
              errorTileUrl={TRANSPARENT_TILE}
              attribution={tileAttribution(tiles)}
              maxZoom={19}
            />
          )}
          <MapEvents label={label} hintId={hintId} onViewChange={props.onViewChange} />
          <FitToPins pins={pins} fitKey={fitKey} />
          <FocusOn focus={props.focus} />
          {pins.map((pin) => (
            <Marker
              key={pin.id}
              position={[pin.location.lat, pin.location.lng]}
              icon={pin.muted ? ICONS.muted : ICONS.pin}
              title={pin.title}
              alt={pin.title}
              eventHandlers={pin.onSelect ? selectHandlers(pin.onSelect) : undefined}
              // A quieter pin stays under the others: the chosen one is never hidden.
              zIndexOffset={pin.muted ? 0 : 1000}
            >
              {pin.popup && <Popup>{pin.popup}</Popup>}
            </Marker>
          ))}
          {picker && <PickerPin value={picker.value} onChange={picker.onChange} />}
          {me && (
            <CircleMarker
              center={[me.lat, me.lng]}
              radius={8}
              interactive={false}
              pathOptions={{ color: '#ffffff', weight: 3, fillColor: '#1c5fd6', fillOpacity: 1 }}
            />
          )}
        </MapContainer>
      </div>
      <VisuallyHidden id={hintId}>
        {picker ? `${t('map.keyboardHint')} ${t('map.pickerHint')}` : t('map.keyboardHint')}
      </VisuallyHidden>
      {picker && (
        <Group className={classes.toolbar} gap="sm" justify="space-between" wrap="wrap">
          <Text size="sm" c="var(--kramik-muted)" style={{ flex: '1 1 220px' }}>
            {t('map.pickerHint')}
          </Text>
          <Button
            size="compact-md"
            variant="default"
            leftSection={<CrosshairIcon size={18} />}
            disabled={!map}
            onClick={() => map && picker.onChange(toLocation(map.getCenter()))}
          >
            {t('map.pinAtCentre')}
          </Button>
        </Group>
      )}
    </div>
  );
}
