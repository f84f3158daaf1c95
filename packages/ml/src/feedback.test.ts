import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { modelCardSchema } from '@agrim/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { cli } from './commands.testkit.js';
import { renderCardMarkdown } from './card.js';
import { PACKAGE_DIR } from './data/datasets.js';
import { parseLabeledCsv } from './data/table.js';
import { fertilizerTask } from './tasks/fertilizer.js';

// Closing the loop: approved expert corrections (the server's CSV export) join the training data.
const dir = mkdtempSync(join(tmpdir(), 'agrim-ml-feedback-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function file(name: string, text: string): string {
  const path = join(dir, name);
  writeFileSync(path, text);
  return path;
}

const HEADER = 'Temparature,Humidity ,Moisture,Soil Type,Crop Type,Nitrogen,Potassium,Phosphorous,Fertilizer Name\r\n';
const csv = (...rows: string[]) => HEADER + rows.map((r) => `${r}\r\n`).join('');

// 3 + 2 corrections; "coffee" is a crop type the product offers but the data lacks.
const A = file(
  'approved-a.csv',
  csv('30,60,40,Clayey,Paddy,20,0,10,Urea', '28,55,35,Red,coffee,10,10,10,17-17-17', '33,64,50,Black,Cotton,9,10,28,14-35-14'),
);
const B = file('approved-b.csv', csv('27,53,42,Sandy,Maize,36,0,0,Urea', '31,62,60,Loamy,Wheat,8,8,19,20-20'));

const committedModel = readFileSync(join(PACKAGE_DIR, 'models', 'fertilizer.model.json'), 'utf8');
const readOut = (out: string, name: string) => readFileSync(join(out, name), 'utf8');

describe('ml train fertilizer --feedback <file.csv>', () => {
  it('without --feedback, training reproduces the committed model file byte for byte', async () => {
    const out = join(dir, 'plain');
    const r = await cli('train', 'fertilizer', '--out', out);
    expect(r.status).toBe(0);
    expect(readOut(out, 'fertilizer.model.json')).toBe(committedModel);
    const card = modelCardSchema.parse(JSON.parse(readOut(out, 'fertilizer.card.json')));
    expect(card.data.files).toEqual([fertilizerTask.spec.file]);
    expect(card.data.rows).toBe(99);
    expect('expert_rows' in card.data).toBe(false);
    expect(card.notes.join('\n')).not.toMatch(/expert/);
  });

  it('appends the rows: evaluation on all of them, the card counts the expert rows and names the files', async () => {
    const out = join(dir, 'with-feedback');
    const r = await cli('train', 'fertilizer', '--out', out, '--feedback', A, B);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/5 of the 104 rows are approved expert corrections/);
    const card = modelCardSchema.parse(JSON.parse(readOut(out, 'fertilizer.card.json')));
    expect(card.data.rows).toBe(104);
    expect(card.data.expert_rows).toBe(5);
    expect(card.data.files).toEqual([fertilizerTask.spec.file, 'approved-a.csv', 'approved-b.csv']);
    expect(card.data.classes.reduce((a, c) => a + c.count, 0)).toBe(104);
    // honest evaluation: leave-one-out over the combined 104 rows
    expect(card.evaluation.n).toBe(104);
    expect(card.evaluation.method).toMatch(/leave-one-out cross-validation: 104 fits/);
    expect(card.evaluation.confusion.matrix.flat().reduce((a, b) => a + b, 0)).toBe(104);
    expect(card.notes).toContainEqual(
      expect.stringMatching(/^5 of the 104 rows are approved expert corrections \(files approved-a\.csv: 3, approved-b\.csv: 2\)/),
    );
    // the unseen crop type from the corrections becomes a level of the model
    expect(card.notes.join('\n')).toMatch(/crop [^;]*coffee/);
    const md = readOut(out, 'fertilizer.card.md');
    expect(md).toBe(renderCardMarkdown(card));
    expect(md).toContain('- Rows: 104, of which 5 are approved expert corrections');
    expect(md).toContain('- Approved expert corrections: `approved-a.csv`, `approved-b.csv`');

    // the repeated form trains the same model
    const again = join(dir, 'repeated');
    expect((await cli('train', 'fertilizer', `--feedback=${A}`, '--out', again, '--feedback', B)).status).toBe(0);
    expect(readOut(again, 'fertilizer.model.json')).toBe(readOut(out, 'fertilizer.model.json'));
  });

  it('refuses an unknown product name with its line, exit 1, nothing written', async () => {
    const out = join(dir, 'refused');
    const bad = file('bad-product.csv', csv('30,60,40,Clayey,Paddy,20,0,10,Urea', '30,60,40,Clayey,Paddy,20,0,10,Superphosphate'));
    const r = await cli('train', 'fertilizer', '--out', out, '--feedback', A, bad);
    expect(r.status).toBe(1);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/bad-product\.csv line 3: Fertilizer Name "Superphosphate" is not one of: Urea, DAP/);
    expect(existsSync(out)).toBe(false);
  });

  it('a bad file is a clear error with exit 1', async () => {
    const cases: [string, RegExp][] = [
      [
        file('not-a-number.csv', csv('30,sixty,40,Clayey,Paddy,20,0,10,Urea')),
        /not-a-number\.csv line 2: Humidity "sixty" is not a number/,
      ],
      [file('short.csv', csv('30,60,40,Clayey,Paddy,20,0,Urea')), /short\.csv: line 2: 8 fields, the header has 9/],
      [file('wrong-header.csv', 'N,P,K,label\r\n1,2,3,Urea\r\n'), /wrong-header\.csv: no column "Temparature"/],
      [file('header-only.csv', HEADER), /header-only\.csv: no data rows/],
      [file('bad-soil.csv', csv('30,60,40,Chalky,Paddy,20,0,10,Urea')), /bad-soil\.csv line 2: Soil Type "Chalky" is not one of/],
      [join(dir, 'absent.csv'), /cannot read .*absent\.csv/],
    ];
    for (const [path, message] of cases) {
      const r = await cli('train', 'fertilizer', '--out', join(dir, 'never'), '--feedback', path);
      expect(r.status, path).toBe(1);
      expect(r.stderr).toMatch(message);
      expect(r.stdout).toBe('');
    }
    expect((await cli('train', 'fertilizer', '--out', join(dir, 'never'), '--feedback', A, A)).stderr).toMatch(/given more than once/);
    expect(existsSync(join(dir, 'never'))).toBe(false);
  });

  it('bad usage exits 2: no file after the flag, a task that takes no feedback', async () => {
    for (const args of [
      ['train', 'fertilizer', '--feedback'],
      ['train', 'fertilizer', '--feedback', '--seed', '1'],
      ['train', 'crop', '--feedback', A],
    ]) {
      const r = await cli(...args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(/usage:/);
    }
  });

  it('is documented in the README', async () => {
    const readme = readFileSync(join(PACKAGE_DIR, 'README.md'), 'utf8');
    expect(readme).toContain('npm run ml -- train fertilizer --feedback');
    expect(readme).toMatch(/approved expert corrections/);
    expect((await cli('help')).stderr).toMatch(/--feedback <file\.csv>/);
  });
});

describe('the reader with the feedback checks', () => {
  const { columns, label } = fertilizerTask.spec;
  const labels = fertilizerTask.spec.feedbackLabels!;

  it('accepts the 7 product names exactly, and soil/crop types of the product case-insensitively', async () => {
    const text = csv(...labels.map((name) => `26,52,38,sandy,COFFEE,37,0,0,${name}`));
    const d = parseLabeledCsv(text, columns, label, 'f.csv', { labels, knownCategories: true });
    expect(d.labels).toEqual([...labels]);
    expect(() => parseLabeledCsv(csv('26,52,38,Sandy,Maize,37,0,0,urea'), columns, label, 'f.csv', { labels })).toThrow(
      /f\.csv line 2: Fertilizer Name "urea" is not one of/,
    );
    expect(() => parseLabeledCsv(csv('26,52,38,Sandy,Bananas,37,0,0,Urea'), columns, label, 'f.csv', { knownCategories: true })).toThrow(
      /f\.csv line 2: Crop Type "Bananas" is not one of/,
    );
  });

  it('without the options reads as before (the training file is not held to them)', async () => {
    expect(parseLabeledCsv(csv('26,52,38,Sandy,Bananas,37,0,0,Compost'), columns, label).labels).toEqual(['Compost']);
  });
});
