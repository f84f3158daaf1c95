import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHC_UNITS } from '@agrim/contracts';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeOcr, OcrBusyError, readSoilHealthCard, UnreadableImageError } from './index.js';
import { linesToRows } from './ocr.js';
import { datasetsDir, randomCard, REAL_CARDS, renderCard, scoreFields, syntheticSet } from './synthetic.js';

// OCR is slow (one WebAssembly thread): generous timeouts; one worker serves the whole file.
const OCR_TIMEOUT = 120_000;
const cardsDir = path.join(datasetsDir(), 'soil-health-cards');
const real = (file: string) => readFileSync(path.join(cardsDir, file));

afterAll(async () => {
  await closeOcr();
});

describe('readSoilHealthCard on real cards', () => {
  it(
    'reads the Kullu (Himachal Pradesh) full card: all 12 fields',
    async () => {
      const card = REAL_CARDS[0]!;
      const r = await readSoilHealthCard(real(card.file));
      const score = scoreFields(card.truth!, r.parameters);
      expect(score.wrong).toEqual([]);
      expect(score.right / score.total).toBeGreaterThanOrEqual(0.95);
      expect(r.readable).toBe(true);
      expect(r.missing).toEqual([]);
      expect(r.parameters.p).toMatchObject({ value: 9.63, unit: 'kg/ha', rating: 'Low', normal: '10 - 25 kg/ha' });
      expect(r.parameters.ph?.rating).toBe('Moderately alkaline');
      expect(r.text).toMatch(/Available Nitrogen/);
      expect(r.ms).toBeGreaterThan(0);
    },
    OCR_TIMEOUT,
  );

  it(
    'reads the Bagalkote (Karnataka) results block, a blurred 509×374 JPEG',
    async () => {
      const card = REAL_CARDS[1]!;
      const r = await readSoilHealthCard(real(card.file));
      const score = scoreFields(card.truth!, r.parameters);
      // 11 of 12: organic carbon "0.35" is read "0.38" (the blurred 5 looks like a 3 or an 8 to tesseract at this resolution).
      expect(score.right).toBeGreaterThanOrEqual(11);
      expect(r.readable).toBe(true);
      for (const [param, v] of Object.entries(r.parameters)) expect(v.unit).toBe(SHC_UNITS[param as keyof typeof SHC_UNITS]);
      expect(r.parameters.p?.rating).toBe('Very Low');
    },
    OCR_TIMEOUT,
  );

  it(
    'reports the blank Telugu template (CMYK JPEG) as unreadable, with no values',
    async () => {
      const r = await readSoilHealthCard(real(REAL_CARDS[2]!.file));
      expect(r.readable).toBe(false);
      expect(r.parameters).toEqual({});
      expect(r.missing).toHaveLength(12);
    },
    OCR_TIMEOUT,
  );
});

describe('readSoilHealthCard on synthetic cards', () => {
  it(
    'reads several random cards (English and Hindi labels, photo-like degradation): ≥ 95 % of the fields',
    async () => {
      let right = 0;
      let total = 0;
      const wrong: string[] = [];
      for (const { card, opts, name } of syntheticSet(6, 7)) {
        const r = await readSoilHealthCard(await renderCard(card, opts));
        const score = scoreFields(card.values, r.parameters);
        right += score.right;
        total += score.total;
        if (score.wrong.length) wrong.push(`${name}: ${score.wrong.join(', ')}`);
        expect(r.readable, name).toBe(true);
      }
      expect(right / total, wrong.join('\n')).toBeGreaterThanOrEqual(0.95);
    },
    OCR_TIMEOUT * 3,
  );
});

describe('readSoilHealthCard on a Marathi card (मृदा आरोग्य पत्रिका)', () => {
  // One card, photographed (blur, noise, JPEG), read twice: as anyone sends it, and with the Marathi hint of a Marathi reader.
  const marathi = randomCard(4101, 'marathi');
  const english = randomCard(4101, 'english');
  const photo = renderCard(marathi, { width: 1150, blur: 0.5, noise: 5, jpegQuality: 75, seed: 41 });

  it(
    'reads the values of its English twin, with no language hint and with the Marathi one',
    async () => {
      // The twin: the same values under English labels.
      expect(marathi.values).toEqual(english.values);
      const image = await photo;
      const plain = await readSoilHealthCard(image);
      expect(scoreFields(english.values, plain.parameters).wrong).toEqual([]);
      expect(plain.readable).toBe(true);
      expect(plain.text).toMatch(/स्फुरद|पालाश/);

      const hinted = await readSoilHealthCard(image, { language: 'marathi' });
      expect(scoreFields(english.values, hinted.parameters).wrong).toEqual([]);
      // Read with the Marathi data, the Marathi ratings of the white and amber cells come through (कमी, मध्यम, जास्त…).
      for (const param of ['ph', 'n', 'p', 'k'] as const) expect(hinted.parameters[param]?.rating, param).toBe(english.ratings[param]);
      expect(hinted.text).toMatch(/नत्र/);
    },
    OCR_TIMEOUT * 2,
  );
});

describe('bad input', () => {
  it('throws UnreadableImageError for a buffer that is not an image', async () => {
    await expect(readSoilHealthCard(Buffer.from('this is not an image, just some text'))).rejects.toBeInstanceOf(UnreadableImageError);
    await expect(readSoilHealthCard(Buffer.alloc(0))).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('throws UnreadableImageError for a truncated JPEG', async () => {
    const jpeg = real(REAL_CARDS[1]!.file);
    await expect(readSoilHealthCard(jpeg.subarray(0, Math.floor(jpeg.length / 2)))).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('throws UnreadableImageError for an image over the pixel limit, before decoding it', async () => {
    const huge = await sharp({ create: { width: 10_000, height: 6_000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expect(readSoilHealthCard(huge)).rejects.toBeInstanceOf(UnreadableImageError);
  });

  it('exports the error types the server maps to 400 and 503', () => {
    expect(new UnreadableImageError('x')).toBeInstanceOf(Error);
    expect(new UnreadableImageError('x').name).toBe('UnreadableImageError');
    expect(new OcrBusyError('x').name).toBe('OcrBusyError');
  });
});

describe('linesToRows', () => {
  const line = (text: string, x0: number, y0: number, x1: number, y1: number) => ({
    words: [{ text, confidence: 90, bbox: { x0, y0, x1, y1 } }],
    bbox: { x0, y0, x1, y1 },
  });

  it('joins a table row that the layout analysis split into column blocks', () => {
    const rows = linesToRows([
      line('pH', 250, 470, 300, 510),
      line('EC', 253, 560, 310, 600),
      line('7.14', 1326, 472, 1400, 512),
      line('0.01', 1326, 562, 1400, 602),
      line('Neutral', 1783, 469, 1900, 524),
    ]);
    expect(rows.map((r) => r.text)).toEqual(['pH 7.14 Neutral', 'EC 0.01']);
  });

  it('keeps a tall block (a wrapped cell) from swallowing two rows', () => {
    const rows = linesToRows([line('A', 0, 0, 50, 40), line('B', 0, 50, 50, 90), line('tall', 100, 0, 150, 110)]);
    expect(rows).toHaveLength(3);
  });
});
