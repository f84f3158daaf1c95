/**
 * Runs in a piscina worker thread (see work/pdfPool.ts): the PDFs are drawn here so that pdfkit's
 * layout and Devanagari shaping never hold up the server's request thread. Input and output are plain
 * data; the PDF leaves as an ArrayBuffer transferred, not copied. An entry point beside main.ts: it
 * wires the resource folders' renderers, which the pool in work/ may not import.
 */
import { Piscina } from 'piscina';
import { renderSensorSummary, type SensorSummaryTask } from './reports/sensorPdf.js';
import { type PrescriptionTask, renderPrescription } from './soilTests/prescription.js';
import { renderSoilTestReport, type SoilTestReportTask } from './soilTests/report.js';

export type PdfTask = SoilTestReportTask | SensorSummaryTask | PrescriptionTask;

/** Buffers arrive as plain Uint8Arrays (structured clone); pdfkit needs Buffers to recognise images. */
const asBuffer = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

export default async function render(task: PdfTask): Promise<unknown> {
  const pdf =
    task.kind === 'soil-test'
      ? await renderSoilTestReport(task.test, {
          ...task.options,
          images: task.options.images.map((i) => ({ ...i, bytes: asBuffer(i.bytes) })),
        })
      : task.kind === 'prescription'
        ? await renderPrescription(task.test, task.options)
        : await renderSensorSummary(task.summary, task.options);
  const out = new Uint8Array(pdf.byteLength);
  out.set(pdf);
  return Piscina.move(out);
}
