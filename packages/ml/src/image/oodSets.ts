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

/** App screens rendered from SVG (header, cards, buttons, text): what a screenshot sent by mistake looks like. */
export async function screenshotImages(rng: Rng, count = 24): Promise<Buffer[]> {
  const palette = ['#1976d2', '#2e7d32', '#6d4c41', '#c62828', '#f9a825', '#455a64', '#00838f', '#7b1fa2'];
  const pick = () => palette[randomInt(rng, palette.length)]!;
  const shots: string[] = [];
  for (let s = 0; s < count; s++) {
    const w = 360 + randomInt(rng, 3) * 200;
    const h = 640 + randomInt(rng, 2) * 160;
    const dark = rng() < 0.3;
    const parts = [
      `<rect width="100%" height="100%" fill="${dark ? '#121212' : '#fafafa'}"/>`,
      `<rect width="100%" height="56" fill="${pick()}"/>`,
    ];
    parts.push(`<text x="16" y="36" font-family="DejaVu Sans, sans-serif" font-size="20" fill="#fff">Agrim ${s}</text>`);
    let y = 72;
    while (y < h - 60) {
      const ch = 60 + randomInt(rng, 120);
      parts.push(`<rect x="12" y="${y}" width="${w - 24}" height="${ch}" rx="8" fill="${dark ? '#1e1e1e' : '#ffffff'}" stroke="#ddd"/>`);
      if (rng() < 0.4) parts.push(`<rect x="24" y="${y + 12}" width="${ch - 24}" height="${ch - 24}" fill="${pick()}"/>`);
      for (let t = 0; t * 18 + 28 < ch; t++)
        parts.push(
          `<rect x="${ch + 12}" y="${y + 14 + t * 18}" width="${(w - ch - 60) * (0.4 + 0.6 * rng())}" height="8" fill="${dark ? '#888' : '#555'}"/>`,
        );
      if (rng() < 0.3) parts.push(`<rect x="${w - 120}" y="${y + ch - 40}" width="96" height="30" rx="4" fill="${pick()}"/>`);
      y += ch + 12;
    }
    shots.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">${parts.join('')}</svg>`);
  }
  return Promise.all(shots.map((svg) => sharp(Buffer.from(svg)).png().toBuffer()));
}

/** Blank frames: a near-uniform surface (wall, lens cap, sky) with sensor noise and JPEG artefacts. */
export async function blankFrameImages(rng: Rng, count = 24): Promise<Buffer[]> {
  const frames: Promise<Buffer>[] = [];
  for (let i = 0; i < count; i++) {
    const base = [randomInt(rng, 256), randomInt(rng, 256), randomInt(rng, 256)];
    const sigma = 1 + 5 * rng();
    const tilt = (rng() - 0.5) * 30;
    frames.push(
      sharp(
        Buffer.from(
          fill((x, y) => {
            const shade = (tilt * (x + y)) / (2 * SIZE);
            return [0, 1, 2].map((c) => clamp(base[c]! + shade + sigma * (rng() + rng() + rng() - 1.5))) as [number, number, number];
          }),
        ),
        { raw: { width: SIZE, height: SIZE, channels: 3 } },
      )
        .jpeg({ quality: 70 })
        .toBuffer(),
    );
  }
  return Promise.all(frames);
}

/** Very dark frames: photos (of other subjects) at 3–10 % of their brightness, as taken at night or with a covered lens. */
export async function darkFrameImages(rng: Rng, photos: readonly string[]): Promise<Buffer[]> {
  return Promise.all(
    photos.map((p) =>
      sharp(p)
        .resize(SIZE, SIZE, { fit: 'fill' })
        .removeAlpha()
        .linear(0.03 + 0.07 * rng(), 0)
        .jpeg({ quality: 80 })
        .toBuffer(),
    ),
  );
}

/** Everyday-like scenes: sky over ground with blurred objects of many colours (no everyday photo set is on this machine). */
export async function sceneImages(rng: Rng, count = 24): Promise<Buffer[]> {
  const colour = () => `rgb(${randomInt(rng, 256)},${randomInt(rng, 256)},${randomInt(rng, 256)})`;
  const scenes: Promise<Buffer>[] = [];
  for (let i = 0; i < count; i++) {
    const horizon = 80 + randomInt(rng, 120);
    const parts = [
      `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${colour()}"/><stop offset="1" stop-color="#e8eef5"/></linearGradient></defs>`,
      `<rect width="100%" height="100%" fill="url(#sky)"/>`,
      `<rect y="${horizon}" width="100%" height="${SIZE - horizon}" fill="${colour()}"/>`,
    ];
    for (let k = 0; k < 6 + randomInt(rng, 10); k++) {
      const x = randomInt(rng, SIZE);
      const y = randomInt(rng, SIZE);
      const r = 8 + randomInt(rng, 50);
      parts.push(
        rng() < 0.5
          ? `<circle cx="${x}" cy="${y}" r="${r}" fill="${colour()}"/>`
          : `<rect x="${x}" y="${y}" width="${r * 2}" height="${r}" fill="${colour()}" transform="rotate(${randomInt(rng, 60) - 30} ${x} ${y})"/>`,
      );
    }
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}">${parts.join('')}</svg>`;
    scenes.push(
      sharp(Buffer.from(svg))
        .blur(0.8 + 2 * rng())
        .jpeg({ quality: 75 })
        .toBuffer(),
    );
  }
  return Promise.all(scenes);
}

/**
 * The wrong-task set of issue 23: every unrelated set (the made-up ones, the soil-health cards, the
 * other tasks' photos) plus screenshots, blank frames, very dark frames of other subjects and
 * everyday-like scenes. Deterministic for a seed.
 */
export async function wrongTaskSets(task: ImageTask, datasetsDir: string, cap: number, seed: number): Promise<OodSet[]> {
  const rng = mulberry32(seed ^ 0x5eed);
  const foreign = datasetOodSets(task, datasetsDir, cap, seed);
  const others = foreign
    .filter((s) => s.name !== 'soil-health-cards')
    .flatMap((s) => s.images.filter((x): x is string => typeof x === 'string'));
  const darkSources = shuffleInPlace([...others], rng).slice(0, 40);
  return [
    ...(await syntheticOodSets(seed)),
    ...foreign,
    { name: 'screenshots', source: 'generated: app screens rendered from SVG', images: await screenshotImages(rng) },
    { name: 'blank frames', source: 'generated: near-uniform surfaces with sensor noise, JPEG', images: await blankFrameImages(rng) },
    {
      name: 'very dark frames',
      source: `other subjects' photos at 3–10 % brightness (${darkSources.length})`,
      images: await darkFrameImages(rng, darkSources),
    },
    { name: 'everyday-like scenes', source: 'generated: sky, ground and blurred objects', images: await sceneImages(rng) },
  ];
}
