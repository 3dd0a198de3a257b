import { DashboardAnswer, DashboardQuery } from '@kirana/shared';
import type { App } from '../../lib/app-type';
import type { AppDeps } from '../../lib/deps';
import { getStaffAlertSettings } from '../content';
import { dashboard } from './dashboard.service';

/** The console's home: dashboard:read, so never a packer's (they land on the orders list). */
export function registerDashboardAdminRoutes(app: App, deps: AppDeps): void {
  app.get(
    '/admin/dashboard',
    {
      config: { permission: 'dashboard:read' },
      schema: {
        tags: ['admin'],
        summary:
          'Today’s and this week’s orders and money (India time), orders waiting at each status, returns waiting, low stock, 14 days of orders',
        querystring: DashboardQuery,
        response: { 200: DashboardAnswer },
      },
    },
    async (req) =>
      dashboard(
        deps.database.db,
        req.query.lowStock ?? (await getStaffAlertSettings(deps.database.db)).LowStockThreshold,
      ),
  );
}
