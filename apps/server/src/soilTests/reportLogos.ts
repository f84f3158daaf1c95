/** The two logos of the soil testing report's header, drawn as vector shapes. */
import type { Doc } from '../lib/pdf/document.js';
import { LATIN } from '../lib/pdf/fonts.js';

export const GREEN = '#2e7d32';
export const BROWN = '#795548';
const LIGHT_GREEN = '#a5d6a7';
const DARK_BROWN = '#5d4037';

/** A leaf with its stalk at the origin, pointing up; `s` is its length. */
function leaf(doc: Doc, s: number, fill: string, vein: string) {
  doc
    .moveTo(0, 0)
    .bezierCurveTo(-0.45 * s, -0.2 * s, -0.38 * s, -0.8 * s, 0, -s)
    .bezierCurveTo(0.38 * s, -0.8 * s, 0.45 * s, -0.2 * s, 0, 0)
    .fill(fill);
  doc
    .moveTo(0, -0.05 * s)
    .lineTo(0, -0.88 * s)
    .lineWidth(Math.max(0.6, s * 0.05))
    .strokeColor(vein)
    .stroke();
  for (const t of [0.3, 0.5, 0.7]) {
    doc
      .moveTo(0, -t * s)
      .lineTo(-0.18 * s, -(t + 0.14) * s)
      .moveTo(0, -t * s)
      .lineTo(0.18 * s, -(t + 0.14) * s)
      .lineWidth(Math.max(0.4, s * 0.025))
      .strokeColor(vein)
      .stroke();
  }
}

/** The Agrim logo: a green rounded square with a light-green leaf sprouting from a brown soil bar. */
export function drawAgrimLogo(doc: Doc, x: number, y: number, s: number) {
  doc.save();
  doc.roundedRect(x, y, s, s, s * 0.2).fill(GREEN);
  doc.roundedRect(x + s * 0.14, y + s * 0.72, s * 0.72, s * 0.12, s * 0.05).fill('#8d6e63');
  // stalk
  doc
    .moveTo(x + s * 0.5, y + s * 0.73)
    .quadraticCurveTo(x + s * 0.5, y + s * 0.55, x + s * 0.47, y + s * 0.5)
    .lineWidth(s * 0.04)
    .strokeColor(LIGHT_GREEN)
    .stroke();
  doc.save();
  doc.translate(x + s * 0.48, y + s * 0.56).rotate(28);
  leaf(doc, s * 0.44, LIGHT_GREEN, GREEN);
  doc.restore();
  doc.save();
  doc.translate(x + s * 0.47, y + s * 0.62).rotate(-48);
  leaf(doc, s * 0.27, '#c8e6c9', GREEN);
  doc.restore();
  doc.restore();
}

/** A round 'Soil Health' seal: a brown ring, a green inner ring and the words in the middle. */
export function drawSoilHealthSeal(doc: Doc, cx: number, cy: number, r: number) {
  doc.save();
  doc.circle(cx, cy, r).fill(BROWN);
  doc.circle(cx, cy, r * 0.84).fill('#fffdf5');
  doc
    .circle(cx, cy, r * 0.76)
    .lineWidth(1.2)
    .strokeColor(GREEN)
    .stroke();
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * 2 * Math.PI;
    doc.circle(cx + Math.cos(a) * r * 0.92, cy + Math.sin(a) * r * 0.92, r * 0.035).fill('#fffdf5');
  }
  doc.save();
  doc.translate(cx, cy - r * 0.3);
  leaf(doc, r * 0.3, GREEN, '#fffdf5');
  doc.restore();
  doc.font(LATIN.bold).fontSize(r * 0.3);
  for (const [word, dy, color] of [
    ['Soil', r * 0.12, DARK_BROWN],
    ['Health', r * 0.45, GREEN],
  ] as const) {
    const w = doc.widthOfString(word);
    doc.fillColor(color).text(word, cx - w / 2, cy + dy, { lineBreak: false, baseline: 'alphabetic' });
  }
  doc.restore();
}
