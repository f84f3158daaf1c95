import { describe, expect, it } from 'vitest';
import { alarmMessage, digestEmail, digestSms } from '../alerts/messages.js';
import { pageOf } from '../lib/pdf/pageNumbers.js';
import { AppError, requestLanguage } from './errors.js';

/** Issue 41: Marathi as the third language of the server's words. */
const numbers = (text: string) => text.match(/\d+(?:\.\d+)?/g) ?? [];
const devanagari = /[\u0900-\u097F]/;

describe('Marathi on the server', () => {
  it('picks the language of Accept-Language among en, hi and mr, by weight', () => {
    expect(requestLanguage('mr-IN,mr;q=0.9,en;q=0.8')).toBe('mr');
    expect(requestLanguage('en;q=0.5, mr;q=0.9')).toBe('mr');
    expect(requestLanguage('hi')).toBe('hi');
    expect(requestLanguage('fr, de')).toBe('en');
    expect(requestLanguage(undefined)).toBe('en');
  });

  it('answers an error in Marathi when asked, in English otherwise', () => {
    const err = new AppError('CONFLICT', { en: 'Busy.', hi: 'व्यस्त।', mr: 'व्यस्त आहे.' });
    expect(err.messageFor('mr')).toBe('व्यस्त आहे.');
    expect(err.messageFor('hi-IN')).toBe('व्यस्त।');
    expect(err.messageFor('en-GB')).toBe('Busy.');
    expect(new AppError('CONFLICT', 'Staff text').messageFor('mr')).toBe('Staff text');
  });

  it('writes every alarm kind in Marathi with the numbers of the English text, within one SMS', () => {
    const at = new Date('2026-11-27T05:51:00Z');
    const facts = [
      { kind: 'threshold', device: 'Probe 1', metric: 'moisture', direction: 'below', value: 18.25, threshold: 20, at },
      { kind: 'rate', device: 'Probe 1', metric: 'ph', direction: 'above', value: 7.9, threshold: 0.5, at },
      { kind: 'silence', device: 'Probe 1', minutes: 30, at },
      { kind: 'soilTest', device: 'Probe 1', test: { id: 42, failed: false }, at },
      { kind: 'soilTest', device: 'Probe 1', test: { id: 43, failed: true }, at },
    ] as const;
    for (const f of facts) {
      const m = alarmMessage(f);
      expect(m.mr).toMatch(devanagari);
      expect(m.mr).not.toBe(m.hi);
      expect(numbers(m.mr)).toEqual(numbers(m.en));
      expect(m.mr.length).toBeLessThanOrEqual(160);
    }
    const one = alarmMessage(facts[0]);
    expect(one.mr).toContain('27 नोव्हें, 11:21');
    expect(digestSms('mr', [one, one])).toMatch(/^2 अलार्म\. पहिला: /);
    const mail = digestEmail(
      'mr',
      [{ kind: 'threshold', deviceName: 'Probe 1', metric: 'moisture', ruleName: 'Dry', message: one, link: '/home' }],
      true,
      'https://agrim.example',
    );
    expect(mail.subject).toBe('अग्रिम इशारा: मातीतील ओलावा, Probe 1');
    expect(mail.text).toContain(one.mr);
    expect(mail.text).toContain('आजची ईमेल मर्यादा पूर्ण झाली');
  });

  it('numbers PDF pages in Marathi', () => {
    expect(pageOf('mr', 2, 5)).toBe('पान 2 / 5');
  });
});
