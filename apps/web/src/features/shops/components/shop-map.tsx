import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import type { ShopMapProps } from '../map-types';
import classes from './map.module.css';

// Leaflet (and its CSS) load only when a map is on screen, never with the first page.
const LeafletMap = lazy(() => import('./leaflet-map'));

/**
 * A map of shops or a location picker; a skeleton of the same size while Leaflet loads (and in
 * the server's render: Leaflet needs a browser).
 */
export function ShopMap(props: ShopMapProps) {
  const hydrated = useHydrated();
  const skeleton = (
    <Skeleton className={classes.frame} data-size={props.size ?? 'medium'} aria-busy="true" />
  );
  if (!hydrated) return skeleton;
  return (
    <Suspense fallback={skeleton}>
      <LeafletMap {...props} />
    </Suspense>
  );
}
