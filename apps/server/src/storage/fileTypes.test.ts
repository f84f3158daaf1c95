import { describe, expect, it } from 'vitest';
import { docx, pdf, png, xlsx, zip } from '../../test/feedback.testkit.js';
import { AppError } from '../http/errors.js';
import { checkFile, contentDisposition, CV_FILE_KINDS, DATASET_FILE_KINDS, FEEDBACK_FILE_KINDS, sanitiseFileName } from './fileTypes.js';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (err) {
    if (err instanceof AppError) return { status: err.statusCode, message: err.message };
    throw err;
  }
  throw new Error('expected a refusal');
};

describe('sanitiseFileName', () => {
  it.each([
    ['../../etc/passwd.csv', 'passwd.csv'],
    ['C:\\Users\\me\\report.pdf', 'report.pdf'],
    ['', 'file'],
    ['...', 'file'],
    ['.htaccess', 'htaccess'],
    ['a\u0000b\u0007c.txt', 'abc.txt'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['  many   spaces .csv ', 'many spaces .csv'],
    ['q"u<o>t:e|s?*.pdf', 'quotes.pdf'],
    ['मृदा रिपोर्ट.pdf', 'मृदा रिपोर्ट.pdf'],
  ])('%j -> %j', (input, output) => {
    expect(sanitiseFileName(input)).toBe(output);
  });

  it('caps the length at 120 characters and keeps the extension', () => {
    const name = sanitiseFileName(`${'a'.repeat(300)}.xlsx`);
    expect(name).toHaveLength(120);
    expect(name.endsWith('.xlsx')).toBe(true);
  });
});

describe('contentDisposition', () => {
  it('gives an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('attachment', "मृदा (v2)'s.pdf")).toBe(
      `attachment; filename="____ (v2)'s.pdf"; filename*=UTF-8''%E0%A4%AE%E0%A5%83%E0%A4%A6%E0%A4%BE%20%28v2%29%27s.pdf`,
    );
  });
});

describe('checkFile', () => {
  const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 8, 0x4a, 0x46, 0x49, 0x46, 0, 1, 0xff, 0xc0, 0, 17, 8, 0, 2, 0, 3, 3, 1, 0x22, 0]);
  const webp = Buffer.concat([
    Buffer.from('RIFF\0\0\0\0WEBPVP8X', 'latin1'),
    Buffer.alloc(4),
    Buffer.alloc(4),
    Buffer.from([1, 0, 0, 1, 0, 0]),
  ]);

  it.each([
    ['photo.jpeg', jpeg, 'jpeg', 'photo.jpeg', 'image/jpeg'],
    ['photo', jpeg, 'jpeg', 'photo.jpg', 'image/jpeg'],
    ['leaf.webp', webp, 'webp', 'leaf.webp', 'image/webp'],
    ['leaf.PNG', png(), 'png', 'leaf.PNG', 'image/png'],
    ['paper', pdf(), 'pdf', 'paper.pdf', 'application/pdf'],
    ['data.csv', Buffer.from('\uFEFFa;b\n1;2\n'), 'csv', 'data.csv', 'text/csv; charset=utf-8'],
    ['README', Buffer.from('tab\tseparated\fpage'), 'txt', 'README.txt', 'text/plain; charset=utf-8'],
    ['sheet.xlsx', xlsx(), 'xlsx', 'sheet.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    ['letter', docx(), 'docx', 'letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ])('accepts %s', (filename, bytes, kind, name, contentType) => {
    expect(checkFile(bytes, filename, FEEDBACK_FILE_KINDS)).toMatchObject({ kind, name, contentType });
  });

  it('JSON is a dataset type, not a reference file type; a CV is PDF or DOCX only', () => {
    expect(checkFile(Buffer.from('[1,2]'), 'a.json', DATASET_FILE_KINDS).kind).toBe('json');
    expect(refusal(() => checkFile(Buffer.from('[1,2]'), 'a.json', FEEDBACK_FILE_KINDS)).status).toBe(415);
    expect(refusal(() => checkFile(xlsx(), 'cv.xlsx', CV_FILE_KINDS)).status).toBe(415);
    expect(checkFile(docx(), 'cv.docx', CV_FILE_KINDS).kind).toBe('docx');
  });

  it.each([
    ['an entry that climbs out of the folder', zip([{ name: '[Content_Types].xml' }, { name: '../word/document.xml' }])],
    ['an absolute entry path', zip([{ name: '[Content_Types].xml' }, { name: '/word/document.xml' }])],
    ['a truncated archive', docx().subarray(0, 40)],
    ['an Office file that is neither Word nor Excel', zip([{ name: '[Content_Types].xml' }, { name: 'ppt/presentation.xml' }])],
  ])('refuses %s (415)', (_name, bytes) => {
    expect(refusal(() => checkFile(bytes, 'doc.docx', FEEDBACK_FILE_KINDS)).status).toBe(415);
  });

  it('names the accepted types in the refusal', () => {
    expect(refusal(() => checkFile(Buffer.from('<svg/>'), 'x.svg', CV_FILE_KINDS)).message).toBe(
      'x.svg: markup (HTML, SVG or XML) is not accepted. Accepted: PDF, DOCX.',
    );
  });
});
