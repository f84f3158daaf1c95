import { describe, expect, it } from 'vitest';
import { chartValue, countFaulty, isFaultyReading, validReadingSql } from './faultyReading.js';
import { SENSOR_METRICS } from './sensors.js';

const zero = { nitrogen: 0, phosphorus: 0, potassium: 0, temperature: 0, moisture: 0, conductivity: 0, ph: 0 };
const good = { nitrogen: 12, phosphorus: 8, potassium: 20, temperature: 24.5, moisture: 31, conductivity: 410, ph: 6.8 };

describe('isFaultyReading (one rule, every chart and figure)', () => {
  it('is true only when all seven values are exactly 0', () => {
    expect(isFaultyReading(zero)).toBe(true);
    expect(isFaultyReading(good)).toBe(false);
    for (const m of SENSOR_METRICS) {
      expect(isFaultyReading({ ...zero, [m]: 0.1 }), m).toBe(false);
      expect(isFaultyReading({ ...zero, [m]: -1 }), m).toBe(false);
      expect(isFaultyReading({ ...zero, [m]: Number.NaN }), m).toBe(false);
      // One value at 0 is a real reading (nitrogen 0 in a poor soil, 0 °C on a winter night).
      expect(isFaultyReading({ ...good, [m]: 0 }), m).toBe(false);
    }
  });

  it('draws a faulty reading as a gap (null), every other value as it is, humidity included', () => {
    expect(chartValue({ ...zero, humidity: 0 }, 'humidity')).toBeNull();
    expect(chartValue({ ...zero, timestamp: 1 } as typeof zero, 'nitrogen')).toBeNull();
    expect(chartValue({ ...good, humidity: 31 }, 'humidity')).toBe(31);
    expect(chartValue({ ...good, nitrogen: 0 }, 'nitrogen')).toBe(0);
  });

  it('counts faulty readings', () => {
    expect(countFaulty([zero, good, zero, { ...good, ph: 0 }])).toBe(2);
    expect(countFaulty([])).toBe(0);
  });

  it('says the same in SQL', () => {
    expect(validReadingSql()).toBe(
      'not (nitrogen = 0 and phosphorus = 0 and potassium = 0 and temperature = 0 and moisture = 0 and conductivity = 0 and ph = 0)',
    );
    expect(validReadingSql('r.')).toContain('r.nitrogen = 0 and r.phosphorus = 0');
  });
});
