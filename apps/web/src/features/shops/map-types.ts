import type { ReactNode } from 'react';
import type { Location } from '@kramik/contract';
import type { Bounds } from './map-filters';

/** One marker: its title names it for screen readers and on hover; the popup links onwards. */
export interface MapPin {
  id: string;
  location: Location;
  title: string;
  popup?: ReactNode;
  /** A quieter pin, e.g. a shop hidden from the public map. */
  muted?: boolean;
  /** A click (or Enter) on the pin chooses it, e.g. a pick-up point at checkout. */
  onSelect?: () => void;
}

/** Moves the view to a place whenever `key` changes (e.g. after geocoding an address). */
export interface MapFocus {
  location: Location;
  zoom?: number;
  key: number;
}

export interface ShopMapProps {
  /** The map's accessible name. */
  label: string;
  /** `{z}/{x}/{y}` template from the site configuration; without one the map has no tiles. */
  tileUrl: string | null | undefined;
  size?: 'small' | 'medium' | 'large';
  pins?: readonly MapPin[];
  /** Fits the view to the pins on start and whenever this value changes. */
  fitKey?: string;
  /** Zoom with the mouse wheel (off on maps inside long pages, so scrolling stays scrolling). */
  wheelZoom?: boolean;
  /** Called after every move or zoom with the visible box. */
  onViewChange?: (bounds: Bounds) => void;
  focus?: MapFocus | null;
  /** A location picker: one draggable pin, a click on the map puts it there. */
  picker?: {
    value: Location | null;
    onChange: (location: Location) => void;
  };
}
