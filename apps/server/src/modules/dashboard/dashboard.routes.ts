import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminDashboardSchema, SellerDashboardSchema } from '@kramik/contract';
import { callerContextOf } from '../../plugins/context.js';
import { route } from '../../plugins/route.js';
import { adminDashboard, sellerDashboard } from './dashboard.service.js';

/** The admin's overview and the maker's dashboard: figures computed per request. */
export function dashboardRoutes(): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/dashboard',
      route(
        'admin',
        'admin',
        'The overview: orders, GMV, commission, new buyers and makers (today, 7 and 30 days), open reports, payments pending, orders per day',
        { response: { 200: AdminDashboardSchema } },
      ),
      (request) => adminDashboard(callerContextOf({}, request, 'admin')),
    );

    app.get(
      '/api/seller/dashboard',
      route(
        'seller',
        'seller',
        "The maker's dashboard: sales and orders (today, 7 and 30 days), orders to ship, low stock, balance",
        { response: { 200: SellerDashboardSchema } },
      ),
      (request) => sellerDashboard(callerContextOf({}, request, 'seller')),
    );
  };
}
