import type { Reading } from '@agrim/contracts';
import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { csvChunks } from '../lib/csv.js';

const COLUMNS = ['timestamp', 'nitrogen', 'phosphorus', 'potassium', 'temperature', 'moisture', 'conductivity', 'ph'];

/**
 * Sends a device's stored readings (pages read only as the client takes them) as a CSV attachment
 * named after the device and the range's first day: `agrim-readings-<id prefix>-<yyyy-mm-dd>.csv`.
 */
export function sendReadingsCsv(reply: FastifyReply, deviceId: string, start: Date, pages: AsyncIterable<Reading[]>) {
  const csv = csvChunks(
    COLUMNS,
    pages,
    (r) => [r.timestamp, r.nitrogen, r.phosphorus, r.potassium, r.temperature, r.moisture, r.conductivity, r.ph],
    '\n',
  );
  const name = `agrim-readings-${deviceId.slice(0, 8)}-${start.toISOString().slice(0, 10)}.csv`;
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}"`)
    .send(Readable.from(csv) as never);
}
