import { buildReport, reportCsv, reportFileName } from '../../core/dashboard/reports.js';
import { reportInput } from './report.types.js';
import { sessionProcedure } from './session.js';

/** Shipments and collected amounts by period and brand, of the current mode only (a live report never contains test data). */
export const reportProcedure = sessionProcedure.input(reportInput).query(async ({ ctx, input }) => {
  const { format, ...query } = input;
  const report = await buildReport(ctx.em, { accountId: ctx.principal.accountId, isTest: ctx.principal.isTest }, query);
  return format === 'csv' ? { ...report, csv: reportCsv(report), filename: reportFileName(report) } : report;
});
