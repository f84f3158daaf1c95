import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';
import type { ImageTask } from '@agrim/contracts';
import sharp from 'sharp';
import { mulberry32, randomInt, shuffleInPlace, type Rng } from '../random.js';
import { readImageFolder } from './folder.js';

/**
 * Photos that are not of a task, to measure the out-of-distribution check: flat colours, noise,
 * gradients and rendered documents made here (deterministic for a seed), the soil-health-card
 * photos, and the other tasks' dataset photos.
 */
export interface OodSet {
  name: string;
  /** Where the photos come from (for the card). */
  source: string;
  /** Encoded photos or file paths. */
  images: (Buffer | string)[];
}

const SIZE = 256;

async function png(rgb: Uint8Array, w = SIZE, h = SIZE): Promise<Buffer> {
  return sharp(Buffer.from(rgb), { raw: { width: w, height: h, channels: 3 } })
    .png()
    .toBuffer();
}

function fill(f: (x: number, y: number) => [number, number, number], w = SIZE, h = SIZE): Uint8Array {
  const out = new Uint8Array(w * h * 3);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const [r, g, b] = f(x, y);
      const i = (y * w + x) * 3;
      out[i] = r;
      out[i + 1] = g;
      out[i + 2] = b;
    }
  }
  return out;
}

const clamp = (v: number) => Math.max(0, Math.min(255, Math.round(v)));

const COLOURS: [number, number, number][] = [
  [255, 255, 255],
  [0, 0, 0],
  [128, 128, 128],
  [220, 30, 30],
  [40, 170, 60],
  [30, 60, 200],
  [120, 80, 40],
  [200, 170, 120],
  [240, 220, 40],
  [20, 80, 30],
  [130, 190, 240],
  [240, 140, 30],
];

export async function plainColourImages(): Promise<Buffer[]> {
  return Promise.all(COLOURS.map((c) => png(fill(() => c))));
}

export async function noiseImages(rng: Rng): Promise<Buffer[]> {
  const gauss = () => {
    let s = 0;
    for (let i = 0; i < 6; i++) s += rng();
    return (s - 3) / Math.sqrt(0.5);
  };
  const images: Uint8Array[] = [];
  for (let i = 0; i < 2; i++) images.push(fill(() => [randomInt(rng, 256), randomInt(rng, 256), randomInt(rng, 256)]));
  for (let i = 0; i < 2; i++) {
    images.push(
      fill(() => {
        const v = randomInt(rng, 256);
        return [v, v, v];
      }),
    );
  }
  for (const base of [
    [110, 90, 70],
    [60, 120, 50],
  ]) {
    images.push(fill(() => [clamp(base[0]! + 40 * gauss()), clamp(base[1]! + 40 * gauss()), clamp(base[2]! + 40 * gauss())]));
  }
  for (let i = 0; i < 2; i++) {
    const cells = Array.from(
      { length: 32 * 32 },
      () => [randomInt(rng, 256), randomInt(rng, 256), randomInt(rng, 256)] as [number, number, number],
    );
    images.push(fill((x, y) => cells[Math.floor(y / 8) * 32 + Math.floor(x / 8)]!));
  }
  return Promise.all(images.map((m) => png(m)));
}

export async function gradientImages(): Promise<Buffer[]> {
  const mix = (a: readonly number[], b: readonly number[], t: number): [number, number, number] => [
    clamp(a[0]! + (b[0]! - a[0]!) * t),
    clamp(a[1]! + (b[1]! - a[1]!) * t),
    clamp(a[2]! + (b[2]! - a[2]!) * t),
  ];
  const pairs: [number[], number[]][] = [
    [
      [0, 0, 0],
      [255, 255, 255],
    ],
    [
      [220, 30, 30],
      [30, 60, 200],
    ],
    [
      [120, 80, 40],
      [240, 220, 180],
    ],
    [
      [20, 80, 30],
      [240, 220, 40],
    ],
  ];
  const images: Uint8Array[] = [];
  pairs.forEach(([a, b], i) => {
    images.push(fill((x, y) => mix(a, b, i % 2 === 0 ? x / (SIZE - 1) : y / (SIZE - 1))));
    images.push(fill((x, y) => mix(a, b, (x + y) / (2 * (SIZE - 1)))));
  });
  images.push(fill((x, y) => mix([255, 255, 255], [40, 40, 160], Math.min(1, Math.hypot(x - SIZE / 2, y - SIZE / 2) / (SIZE / 2)))));
  return Promise.all(images.map((m) => png(m)));
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A page of text (and a table) rendered from an SVG: what a photographed form or letter looks like to the model. */
export async function documentImages(rng: Rng): Promise<Buffer[]> {
  const words =
    'soil health card nitrogen phosphorus potassium organic carbon sulphur zinc boron iron manganese copper pH EC sample village district farmer survey number test result rating recommendation fertilizer dose kg per hectare'.split(
      ' ',
    );
  const line = (n: number) => Array.from({ length: n }, () => words[randomInt(rng, words.length)]!).join(' ');
  const pages: string[] = [];
  const layouts = [
    { w: 600, h: 800, paper: '#ffffff', size: 16, table: false },
    { w: 800, h: 600, paper: '#f6f3ea', size: 14, table: true },
    { w: 600, h: 850, paper: '#ffffff', size: 12, table: true },
    { w: 700, h: 700, paper: '#eef2f7', size: 20, table: false },
  ];
  for (const l of layouts) {
    const parts = [`<rect width="100%" height="100%" fill="${l.paper}"/>`];
    parts.push(
      `<text x="40" y="${40 + l.size}" font-family="DejaVu Sans, sans-serif" font-size="${l.size * 1.6}" font-weight="bold" fill="#111">${escape(line(4).toUpperCase())}</text>`,
    );
    let y = 100 + l.size * 2;
    if (l.table) {
      const rows = 8;
      const cols = 4;
      const cw = (l.w - 80) / cols;
      const rh = l.size * 2;
      for (let r = 0; r <= rows; r++)
        parts.push(`<line x1="40" y1="${y + r * rh}" x2="${l.w - 40}" y2="${y + r * rh}" stroke="#333" stroke-width="1"/>`);
      for (let c = 0; c <= cols; c++)
        parts.push(`<line x1="${40 + c * cw}" y1="${y}" x2="${40 + c * cw}" y2="${y + rows * rh}" stroke="#333" stroke-width="1"/>`);
      for (let r = 0; r < rows; r++) {
        for (let c = 0; c < cols; c++) {
          const text = c === 0 ? line(1) : (rng() * 300).toFixed(1);
          parts.push(
            `<text x="${46 + c * cw}" y="${y + r * rh + l.size * 1.4}" font-family="DejaVu Sans, sans-serif" font-size="${l.size}" fill="#222">${escape(text)}</text>`,
          );
        }
      }
      y += rows * rh + l.size * 2;
    }
    while (y < l.h - 40) {
      parts.push(
        `<text x="40" y="${y}" font-family="DejaVu Serif, serif" font-size="${l.size}" fill="#1a1a1a">${escape(line(Math.floor((l.w - 80) / (l.size * 4.5))))}</text>`,
      );
      y += l.size * 1.6;
    }
    pages.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${l.w}" height="${l.h}">${parts.join('')}</svg>`);
  }
  return Promise.all(pages.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
}

/** The made-up sets (deterministic for a seed). */
export async function syntheticOodSets(seed: number): Promise<OodSet[]> {
  const rng = mulberry32(seed);
  return [
    { name: 'plain colours', source: 'generated: 12 flat colours', images: await plainColourImages() },
    { name: 'noise', source: 'generated: colour, grey, Gaussian and blocky noise', images: await noiseImages(rng) },
    { name: 'gradients', source: 'generated: linear, diagonal and radial colour gradients', images: await gradientImages() },
    { name: 'documents', source: 'generated: pages of text and tables rendered from SVG', images: await documentImages(rng) },
  ];
}

const IMAGE_EXTENSIONS = new Set(['.jpg', '.jpeg', '.png', '.webp']);

/** The dataset folders that are NOT of a task, by task. */
const FOREIGN: Record<ImageTask, { name: string; dirs: string[] }[]> = {
  'soil-type': [
    { name: 'tomato-leaf-disease', dirs: ['tomato-leaf-disease'] },
    { name: 'soybean-leaf-disease', dirs: ['soybean-leaf-disease', 'soybean-leaf-disease-2'] },
  ],
  'tomato-leaf': [
    { name: 'soil-types', dirs: ['soil-types', 'soil-types-5class'] },
    { name: 'soybean-leaf-disease', dirs: ['soybean-leaf-disease', 'soybean-leaf-disease-2'] },
  ],
  'soybean-leaf': [
    { name: 'soil-types', dirs: ['soil-types', 'soil-types-5class'] },
    { name: 'tomato-leaf-disease', dirs: ['tomato-leaf-disease'] },
  ],
  'seed-quality': [
    { name: 'soil-types', dirs: ['soil-types', 'soil-types-5class'] },
    { name: 'tomato-leaf-disease', dirs: ['tomato-leaf-disease'] },
    { name: 'soybean-leaf-disease', dirs: ['soybean-leaf-disease', 'soybean-leaf-disease-2'] },
  ],
};

/**
 * The soil-health-card photos and the other tasks' dataset photos that exist under `datasetsDir`,
 * each set a seeded sample of at most `cap` photos.
 */
export function datasetOodSets(task: ImageTask, datasetsDir: string, cap: number, seed: number): OodSet[] {
  const sets: OodSet[] = [];
  const cards = join(datasetsDir, 'soil-health-cards');
  if (existsSync(cards) && statSync(cards).isDirectory()) {
    const images = readdirSync(cards)
      .filter((f) => IMAGE_EXTENSIONS.has(extname(f).toLowerCase()))
      .sort()
      .map((f) => join(cards, f));
    if (images.length > 0) sets.push({ name: 'soil-health-cards', source: 'soil-health-cards/ (photos of printed cards)', images });
  }
  const rng = mulberry32(seed);
  for (const foreign of FOREIGN[task]) {
    const dirs = foreign.dirs.filter((d) => existsSync(join(datasetsDir, d)));
    if (dirs.length === 0) continue;
    const paths = dirs.flatMap((d) => readImageFolder(join(datasetsDir, d)).map((im) => im.path));
    const sample = shuffleInPlace(paths, rng).slice(0, cap).sort();
    sets.push({
      name: foreign.name,
      source: `${dirs.map((d) => `${d}/`).join(' + ')} (${sample.length} of ${paths.length} photos, seeded sample)`,
      images: sample,
    });
  }
  return sets;
}
