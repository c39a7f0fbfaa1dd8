import {
  createAlertContract,
  deleteAlertContract,
  listAlertDeliveriesContract,
  listAlertsContract,
  testAlertContract,
  updateAlertContract,
} from '@heed/contracts';
import { mutation, query } from '../trpc/procedure.ts';
import {
  changeAlertRule,
  createAlertRule,
  deleteAlertRule,
  listAlertDeliveries,
  listAlertRules,
  testAlertRule,
} from './alert-rules.service.ts';

/** A team's alert rules and their deliveries under `/api/v1/intern/alerts`. */
export const alertProcedures = {
  list: query(listAlertsContract, ({ ctx }) => listAlertRules(ctx)),
  create: mutation(createAlertContract, ({ ctx, input }) => createAlertRule(ctx, input)),
  update: mutation(updateAlertContract, ({ ctx, input }) => changeAlertRule(ctx, input)),
  delete: mutation(deleteAlertContract, ({ ctx, input }) => deleteAlertRule(ctx, input)),
  test: mutation(testAlertContract, ({ ctx, input }) => testAlertRule(ctx, input)),
  deliveries: query(listAlertDeliveriesContract, ({ ctx, input }) =>
    listAlertDeliveries(ctx, input),
  ),
};
