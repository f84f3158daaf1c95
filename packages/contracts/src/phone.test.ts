import { describe, expect, it } from 'vitest';
import { normalizeIndianPhone } from './mobileNumber.js';
import { canonicalIndianPhone, maskPhone, signInNameOf } from './phone.js';

describe('normalizeIndianPhone (spec 5: +91 is prepended; issue 41: an Indian mobile number, E.164)', () => {
  it.each([
    ['9876543210', '+919876543210'],
    ['+919876543210', '+919876543210'],
    ['+91 98765 43210', '+919876543210'],
    ['98765 43210', '+919876543210'],
    ['09876543210', '+919876543210'],
    ['098765-43210', '+919876543210'],
    ['00919876543210', '+919876543210'],
    ['0091 98765 43210', '+919876543210'],
    ['(987) 654-3210', '+919876543210'],
    [' 98765 43210 ', '+919876543210'],
    ['6000000000', '+916000000000'],
  ])('accepts %j as %s', (input, expected) => {
    expect(normalizeIndianPhone(input)).toBe(expected);
    // The sign-in form's reading of the same spelling is the same number.
    expect(canonicalIndianPhone(input)).toBe(expected);
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
    ['a US number', '+1 202 555 0100'],
    ['a landline (Indore, 0731)', '0731 234 5678'],
    ['not a mobile range', '5876543210'],
    ['empty', ''],
    ['only a prefix', '+91'],
    ['an email', 'kisan@agrim.test'],
  ])('rejects %s (%j)', (_name, input) => {
    expect(normalizeIndianPhone(input)).toBeNull();
  });

  it('the sign-in form reads the form only: a landline in mobile form is no account’s, never an error', () => {
    expect(canonicalIndianPhone('0731 234 5678')).toBe('+917312345678');
    expect(normalizeIndianPhone('0731 234 5678')).toBeNull();
    expect(canonicalIndianPhone('919876543210')).toBe('+919876543210');
  });
});

describe('maskPhone (issue 41: staff who do not need the number)', () => {
  it('keeps the country code and the last four digits', () => {
    expect(maskPhone('+919876543210')).toBe('+91 ••••••3210');
  });
});

describe('signInNameOf (issue 41: Username is an email or a mobile number)', () => {
  it.each([
    ['Kisan@Agrim.Test', { kind: 'email', email: 'kisan@agrim.test' }],
    ['98765 43210', { kind: 'phone', phone: '+919876543210' }],
    ['+91 98765 43210', { kind: 'phone', phone: '+919876543210' }],
    ['09876543210', { kind: 'phone', phone: '+919876543210' }],
  ])('%j', (input, expected) => {
    expect(signInNameOf(input)).toEqual(expected);
  });

  it('is null for neither', () => {
    expect(signInNameOf('kisan')).toBeNull();
    expect(signInNameOf('12345')).toBeNull();
  });
});
