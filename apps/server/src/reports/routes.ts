import { endpoints } from '@agrim/contracts';
import { callerOf } from '../access/guard.js';
import { registerRoutes } from '../http/routes.js';
import type { FastifyZodInstance } from '../http/types.js';
import { sendCsv } from '../lib/csv.js';
import type { DeviceService } from '../sensors/devices.service.js';
import { deviceOf } from '../sensors/records.js';
import type { ReportFiles } from './reportFiles.js';
import type { ReportService } from './reports.service.js';

export interface ReportDeps {
  reports: ReportService;
  files: ReportFiles;
  devices: DeviceService;
}

/** The Reports screen (issue 10): Admin and superAdmin. Each file is assembled in `reportFiles.ts`. */
export function reportRoutes(app: FastifyZodInstance, d: ReportDeps) {
  registerRoutes(app, endpoints.reports, {
    sensorPdf: async (request, reply) => {
      const device = await deviceOf(request, d.devices);
      const { fileName, pdf } = await d.files.sensorPdf(callerOf(request).userId, device, request.query);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'no-store')
        .send(pdf as never);
    },
    soilTestsCsv: async (request, reply) => {
      const file = d.files.soilTestsCsv(request.query);
      return sendCsv(reply, file.fileName, file.chunks);
    },
    predictionsCsv: async (request, reply) => {
      const file = d.files.predictionsCsv(request.query);
      return sendCsv(reply, file.fileName, file.chunks);
    },
    feedbackCsv: async (_request, reply) => {
      const file = d.files.feedbackCsv();
      return sendCsv(reply, file.fileName, file.chunks);
    },
    pageViews: async (request) => ({ status: 'success' as const, ...(await d.reports.pageViews(request.query.from, request.query.to)) }),
    pageViewsCsv: async (request, reply) => {
      const file = await d.files.pageViewsCsv(request.query.from, request.query.to);
      return sendCsv(reply, file.fileName, file.chunks);
    },
  });
}
