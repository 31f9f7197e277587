import type { SiteRouteId } from '@kramik/contract';

/** What each route hands the layout; shared by the router and the layout without a cycle. */
export interface RouteHandle {
  /** Names the translation keys `routes.<id>.title` and `routeDescriptions.<id>`. */
  id: SiteRouteId | 'notFound';
}
