import { describe, expect, it } from 'vitest';
import { normalizeIndianPhone } from './phone.js';

describe('normalizeIndianPhone (spec 5: +91 is prepended)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['00919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    ['6000000000', '+916000000000'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
  });

  it.each([
    ['9 digits', '987654321'],
    ['11 digits', '98765432101'],
    ['letters', '98765abcde'],
    ['a letter among digits', '98765432l0'],
    ['leading 0 after +91', '+910876543210'],
    ['leading 0 after 0091', '00910876543210'],
    ['two trunk zeros', '009876543210'],
    ['another country code', '+449876543210'],
    ['empty', ''],
    ['only a prefix', '+91'],
  ])('rejects %s (%j)', (_name, input) => {
    expect(normalizeIndianPhone(input)).toBeNull();
  });
});
