import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { ShopMapProps } from '../map-types';
import classes from './map.module.css';

// Leaflet (and its CSS) load only when a map is on screen, never with the first page.
const LeafletMap = lazy(() => import('./leaflet-map'));

/** A map of shops or a location picker; a skeleton of the same size while Leaflet loads. */
export function ShopMap(props: ShopMapProps) {
  return (
    <Suspense
      fallback={
        <Skeleton className={classes.frame} data-size={props.size ?? 'medium'} aria-busy="true" />
      }
    >
      <LeafletMap {...props} />
    </Suspense>
  );
}
