/** The worker thread the buyers of `npm run bench:checkout` run in (see checkout-client.ts). */
import { parentPort } from 'node:worker_threads';
import { Api, checkoutLoops, type Baskets, type Buyer } from './checkout-client.js';

export interface BuyersRequest {
  url: string;
  buyers: Buyer[];
  baskets: Baskets;
  seconds: number;
}

parentPort!.on('message', (request: BuyersRequest) => {
  void checkoutLoops(new Api(request.url), request.buyers, request.baskets, request.seconds).then(
    (slice) => parentPort!.postMessage(slice),
  );
});
