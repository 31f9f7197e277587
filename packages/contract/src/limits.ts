// Plain numbers the browser needs early (the cart and favourites kept by a visitor), in a module
// without schemas: importing one of them from `orders.ts` or `favourites.ts` would make the
// browser build every schema those modules define (and load zod) on a page that shows none.

/** At most this many different products in one cart, and of one product in a cart line. */
export const MAX_CART_LINES = 100;
export const MAX_LINE_QUANTITY = 999;

/** A visitor keeps up to this many favourite pieces, and followed makers, in the browser. */
export const MAX_BROWSER_FAVOURITES = 200;
/** "Only N left" on a favourite from this stock down (and above 0). */
export const LOW_STOCK_LEFT = 3;
