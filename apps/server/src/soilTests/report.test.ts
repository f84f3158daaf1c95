import { type SoilTest } from '@agrim/contracts';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, it } from 'vitest';
import { crc32, deflateSync } from 'node:zlib';
import { planFromTest } from './plan.js';
import { rateSoilTest } from './ratings.js';
import { type ReportImage, renderSoilTestReport, reportFileName } from './report.js';

// -- fixtures ----------------------------------------------------------------------------------------------------

const GENERATED_AT = new Date('2026-11-21T10:00:00Z'); // 15:30:00 in Asia/Kolkata

const completeTest: SoilTest = {
  id: 1234,
  user_id: '7d0f4a52-3b8e-4c0e-9a55-0a3c2b1d9e01',
  device_id: '3f1c2b6a-9d4e-4f7a-8b2c-5e6d7a8b9c0d',
  test_start_time: '2026-11-21T09:55:12.000Z',
  soil_type: 'Black cotton soil',
  depth_cm: 15,
  latitude: 22.7195687,
  longitude: 75.8577258,
  image_url: '/api/files/soil-test-agrim/a.png',
  images: [{ id: 'a', url: '/api/files/soil-test-agrim/a.png', content_type: 'image/png' }],
  probe_placed: true,
  placement_validated: true,
  test_confirmed: true,
  timer_started_at: '2026-11-21T09:57:00.000Z',
  timer_ends_at: '2026-11-21T10:02:00.000Z',
  timer_completed_at: '2026-11-21T10:02:01.000Z',
  duration_ms: 300_000,
  n: 45,
  p: 23.5,
  k: 180,
  moisture_percent: 32.4,
  temperature_c: 27.8,
  electrical_conductivity: 1250,
  ph: 6.8,
  remarks: 'Test completed successfully',
  abort_reason: null,
  device_error: null,
  test_status: 'complete',
  ratings: rateSoilTest(
    {
      complete: true,
      n: 45,
      p: 23.5,
      k: 180,
      ph: 6.8,
      moisture_percent: 32.4,
      electrical_conductivity: 1250,
      soil_type: 'Black cotton soil',
    },
    null,
    null,
  ),
};

const abortedTest: SoilTest = {
  ...completeTest,
  id: 77,
  depth_cm: null,
  latitude: null,
  longitude: null,
  image_url: null,
  images: [],
  timer_completed_at: null,
  n: null,
  p: null,
  k: null,
  moisture_percent: null,
  temperature_c: null,
  electrical_conductivity: null,
  ph: null,
  remarks: null,
  abort_reason: 'Heavy rain started in the field',
  test_status: 'aborted',
  ratings: null,
};

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: a soil-brown to leaf-green gradient, RGB or RGBA; `idat` replaces the compressed pixels. */
function makePng(width: number, height: number, { alpha = false, idat }: { alpha?: boolean; idat?: Buffer } = {}): Buffer {
  const channels = alpha ? 4 : 3;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = alpha ? 6 : 2;
  const stride = 1 + width * channels;
  const raw = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = y * stride + 1 + x * channels;
      raw[o] = Math.round(121 - (75 * x) / width);
      raw[o + 1] = Math.round(85 + (40 * y) / height);
      raw[o + 2] = 50;
      if (alpha) raw[o + 3] = 200;
    }
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', idat ?? deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real baseline JPEG: one 8x8 grey block (DC only, quantiser 1, one-code Huffman tables). */
function makeJpeg(): Buffer {
  const segment = (marker: number, body: number[]) => [0xff, marker, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  return Buffer.from([
    ...[0xff, 0xd8],
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]),
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]),
    ...segment(0xc4, [0x00, 1, ...new Array<number>(15).fill(0), 9]), // DC: category 9 only
    ...segment(0xc4, [0x10, 1, ...new Array<number>(15).fill(0), 0]), // AC: end-of-block only
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]),
    ...[0x3f, 0xdf], // DC diff -256 (grey 96), then end of block, padded with ones
    ...[0xff, 0xd9],
  ]);
}

const goodPng: ReportImage = { bytes: makePng(120, 90), contentType: 'image/png' };

// -- reading the PDF back ----------------------------------------------------------------------------------------

async function readPdf(pdf: Buffer) {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { totalPages, text } = await extractText(doc, { mergePages: false });
  const pages = text.map((t) => t.replace(/\s+/g, ' '));
  const sizes: number[][] = [];
  for (let i = 1; i <= totalPages; i++) sizes.push((await doc.getPage(i)).view);
  const { info } = (await doc.getMetadata()) as unknown as { info: Record<string, unknown> };
  await doc.destroy();
  return { totalPages, pages, all: pages.join('\n'), sizes, info };
}

const imageCount = (pdf: Buffer) => (pdf.toString('latin1').match(/\/Subtype \/Image/g) ?? []).length;

const render = (test: SoilTest, language: 'en' | 'hi', images: ReportImage[] = [goodPng]) =>
  renderSoilTestReport(test, { language, images, generatedAt: GENERATED_AT, ownerName: 'Ramesh Kumar', deviceName: 'Probe 7' });

// -- tests -------------------------------------------------------------------------------------------------------

describe('soil test report PDF', () => {
  it('prints every field of a complete test in English on A4 pages numbered "Page x of y"', async () => {
    const pdf = await render(completeTest, 'en');
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const { totalPages, pages, all, sizes, info } = await readPdf(pdf);

    expect(totalPages).toBeGreaterThanOrEqual(1);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${totalPages}`));
    for (const view of sizes) {
      expect(view[0]).toBe(0);
      expect(view[1]).toBe(0);
      expect(view[2]).toBeCloseTo(595.28, 2);
      expect(view[3]).toBeCloseTo(841.89, 2);
    }
    expect(info.Title).toBe('Soil Testing Report — Test #1234');
    expect(info.Author).toBe('Agrim');

    for (const [label, value] of [
      ['Test ID', '1234'],
      ['Soil Type', 'Black cotton soil'],
      ['Depth (inch)', '5.9'],
      ['Latitude', '22.719569'],
      ['Longitude', '75.857726'],
      ['Status', 'Complete'],
      ['Probe placed', 'Yes'],
      ['Farmer', 'Ramesh Kumar'],
      ['Device', 'Probe 7'],
      ['Nitrogen (mg/kg)', '45'],
      ['Phosphorus (mg/kg)', '23.5'],
      ['Potassium (mg/kg)', '180'],
      ['Soil moisture (%)', '32.4'],
      ['Temperature (°C)', '27.8'],
      ['pH', '6.8'],
      ['Remarks', 'Test completed successfully'],
    ]) {
      expect(all).toContain(`${label} ${value}`);
    }
    expect(all).toMatch(/Conductivity \([µμ]S\/cm\) 1,250/);
    // Times in Asia/Kolkata: 09:55 UTC is 3:25 pm IST.
    expect(all).toMatch(/Test Start Time 21 Nov 2026, 3:25 pm IST/i);
    expect(all).toMatch(/Timer completed 21 Nov 2026, 3:32 pm IST/i);
    expect(all).toMatch(/Generated: 21 Nov 2026, 3:30:00 pm IST/i);
    expect(all).not.toContain('Abort reason');

    expect(all).toContain('Soil Testing Report');
    expect(all).toContain('Soil Image');
    expect(all).not.toContain('could not be included');
    expect(imageCount(pdf)).toBe(1);

    expect(all).toContain('Lab Test Fields');
    for (const name of ['Nitrogen', 'Phosphorus', 'Potassium', 'Soil moisture', 'Temperature', 'Conductivity', 'pH']) {
      expect(all).toMatch(new RegExp(`${name}( \\([^)]*\\))? Lab Value:`));
    }
    expect(all.match(/Lab Value:/g)).toHaveLength(7);
    for (const label of ['Lab Analyst Name', 'Signature', 'Remarks (Lab)', 'Other Soil Nutrients']) expect(all).toContain(label);
  });

  it('prints the Hindi report in Noto Sans Devanagari with Hindi labels only', async () => {
    const pdf = await render(completeTest, 'hi');
    const bytes = pdf.toString('latin1');
    const { totalPages, pages, all, sizes, info } = await readPdf(pdf);

    expect(info.Title).toBe('मृदा परीक्षण रिपोर्ट — परीक्षण #1234');
    // pdf.js extracts Devanagari in glyph order ('रिपोर्ट' comes out as 'िरपोटर्'), so the whole title is checked in the
    // metadata above and the part without reordered vowel signs here.
    expect(all).toContain('मृदा परीक्षण');
    expect(all).toContain('परीक्षण #1234');
    pages.forEach((text, i) => expect(text).toContain(`पृष्ठ ${i + 1} / ${totalPages}`));
    for (const view of sizes) expect(view.slice(2)).toEqual([595.28, 841.89]);

    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Regular/);
    expect(bytes).toMatch(/\/BaseFont \/[A-Z]{6}\+NotoSansDevanagari-Bold/);
    for (const english of [
      'Soil Testing Report',
      'Test ID',
      'Soil Type',
      'Nitrogen',
      'Lab Test Fields',
      'Lab Analyst Name',
      'Remarks',
      'Page 1',
    ]) {
      expect(all).not.toContain(english);
    }
    // Values stay: numbers, the soil type as entered, the Kolkata time with Hindi month.
    for (const value of ['1234', 'Black cotton soil', '5.9', '45', '23.5', '180', 'Probe 7']) expect(all).toContain(value);
    expect(all).not.toContain('%RH');
    expect(all).not.toMatch(/\d cm/);
    expect(all).toMatch(/21 नव॰ 2026, 3:25 pm IST/);
    expect(imageCount(pdf)).toBe(1);
  });

  it('prints what each reading means and, once made, the plan: what to buy and when (issue 39)', async () => {
    const plan = planFromTest(completeTest, { crop: 'Wheat', area: 2, area_unit: 'acre', soil_type: undefined }, null, null);
    const en = (
      await readPdf(
        await renderSoilTestReport(completeTest, {
          language: 'en',
          images: [],
          generatedAt: GENERATED_AT,
          ownerName: '',
          deviceName: '',
          plan,
        }),
      )
    ).all;
    expect(en).toContain('What the readings mean');
    expect(en).toContain('field estimates, not lab values');
    // 45 × 2.24 = 100.8 kg/ha N: Low; 1250 µS/cm = 1.25 dS/m: critical for germination; 32.4 % on clay: between its lines.
    expect(en).toContain('Nitrogen (mg/kg) Low — Less than crops need');
    expect(en).toMatch(/Conductivity \([µμ]S\/cm\) Critical for Germination/);
    expect(en).toContain('Soil moisture (%) Good — Between this soil’s dry line (29 %) and field capacity (36 %)');
    expect(en).toContain('Fertilizer plan from this test');
    expect(en).toContain('Crop Wheat');
    expect(en).toContain('Area 2 acre');
    const urea = plan.buy.find((b) => b.product === 'Urea')!;
    expect(en).toContain(
      `Urea ${urea.kg.toLocaleString('en-IN', { maximumFractionDigits: 2 })} kg (${urea.bags!.toLocaleString('en-IN', { maximumFractionDigits: 2 })} bags of 45 kg)`,
    );
    expect(en).toContain('When to apply');
    expect(en).toMatch(/First irrigation \(crown root initiation\) 20–25 days after sowing: Urea [\d.,]+ kg/);
    expect(en).toContain('N 150, P2O5 45, K2O 30 kg/ha');

    const hi = (
      await readPdf(
        await renderSoilTestReport(
          { ...completeTest, soil_type: 'Black' },
          { language: 'hi', images: [], generatedAt: GENERATED_AT, ownerName: '', deviceName: '', plan },
        ),
      )
    ).all;
    // The same numbers in Hindi, the soil type in Hindi, and no English rating words.
    expect(hi).toContain(urea.kg.toLocaleString('hi-IN', { maximumFractionDigits: 2 }));
    expect(hi).toContain('काली');
    // pdf.js extracts Devanagari in glyph order (see the Hindi test above): words without a pre-base vowel sign are checked.
    expect(hi).toContain('डीएपी');
    expect(hi).toContain('गेहूँ');
    for (const english of ['Low', 'What to buy', 'Wheat', 'Black', 'field estimates']) expect(hi).not.toContain(english);

    // Without a plan there is no plan section.
    expect((await readPdf(await render(completeTest, 'en', []))).all).not.toContain('What to buy');
  });

  it('prints the abort reason of an aborted test and a dash for missing values', async () => {
    const { all } = await readPdf(await render(abortedTest, 'en', []));
    expect(all).toContain('Status Aborted');
    expect(all).toContain('Abort reason Heavy rain started in the field');
    for (const label of ['Depth (inch)', 'Latitude', 'Longitude', 'Timer completed', 'Nitrogen (mg/kg)', 'pH', 'Remarks']) {
      expect(all).toContain(`${label} —`);
    }
    expect(all).toContain('No image was uploaded for this test.');
    expect(all).toContain('Lab Test Fields');
  });

  it('skips images it cannot decode, notes each, and still includes the good ones', async () => {
    const good = makePng(40, 30);
    const badCrc = Buffer.from(good);
    badCrc[45] = (badCrc[45] ?? 0) ^ 0xff; // inside IDAT: the chunk CRC no longer matches
    const images: ReportImage[] = [
      { bytes: Buffer.from('definitely not a jpeg'), contentType: 'image/jpeg' },
      { bytes: good.subarray(0, good.length - 20), contentType: 'image/png' }, // truncated
      { bytes: badCrc, contentType: 'image/png' },
      // RGBA with valid chunks but a broken zlib stream: pdfkit would inflate it in a callback and crash the process.
      { bytes: makePng(20, 20, { alpha: true, idat: Buffer.from('this is no zlib stream') }), contentType: 'image/png' },
      { bytes: makeJpeg().subarray(0, 40), contentType: 'image/jpeg' }, // cut before the scan
      { bytes: good, contentType: 'image/gif' }, // only JPEG and PNG are accepted
      { bytes: makePng(24, 16, { alpha: true }), contentType: 'image/png' },
      { bytes: makeJpeg(), contentType: 'image/jpeg; charset=binary' },
    ];
    const pdf = await render(completeTest, 'en', images);
    const { all, totalPages, pages } = await readPdf(pdf);
    expect(all.match(/Image could not be included/g)).toHaveLength(6);
    for (const n of [1, 2, 3, 4, 5, 6]) expect(all).toContain(`Image could not be included (${n}/8)`);
    // The RGBA PNG (image + soft mask) and the JPEG made it in.
    expect(imageCount(pdf)).toBe(3);
    pages.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${totalPages}`));
  });

  it('numbers every page when the content flows over several pages', async () => {
    const longRemarks = 'Sandy patches near the canal; '.repeat(15).trim();
    const test = { ...completeTest, remarks: longRemarks, device_error: null };
    for (const language of ['en', 'hi'] as const) {
      const { totalPages, pages, all } = await readPdf(await render(test, language, [goodPng, goodPng, goodPng]));
      expect(totalPages).toBeGreaterThanOrEqual(3);
      pages.forEach((text, i) =>
        expect(text).toContain(language === 'en' ? `Page ${i + 1} of ${totalPages}` : `पृष्ठ ${i + 1} / ${totalPages}`),
      );
      expect(all).toContain('Sandy patches near the canal');
    }
  });

  it('names the file soil-test-{id}-{timestamp}.pdf with the Asia/Kolkata time', () => {
    expect(reportFileName(completeTest, GENERATED_AT)).toBe('soil-test-1234-20261121-153000.pdf');
    // 19:00 UTC on 31 December is already the next year in India.
    expect(reportFileName(abortedTest, new Date('2026-12-31T19:00:05Z'))).toBe('soil-test-77-20270101-003005.pdf');
    expect(reportFileName(completeTest, new Date())).toMatch(/^soil-test-1234-\d{8}-\d{6}\.pdf$/);
  });
});
