import { describe, expect, it } from 'vitest';
import { applyCalibration, fitCalibration } from './calibration.js';

describe('probe calibration (issue 37), worked by hand', () => {
  // Lab (Soil Health Card, printed as P₂O₅ and K₂O): N 252, P₂O₅ 27.48, K₂O 300 kg/ha, pH 7.6.
  // As elements: P 27.48 / 2.29 = 12 kg/ha; K 300 / 1.2 = 250 kg/ha.
  // Probe at the time: N 75, P 10, K 62.5 mg/kg, pH 7.9 → × 2.24 = 168, 22.4, 140 kg/ha.
  // Factors: N 252 / 168 = 1.5; P 12 / 22.4 = 0.5357; K 250 / 140 = 1.7857; pH offset 7.6 − 7.9 = −0.3.
  const lab = { nitrogen: 252, phosphorus: 27.48, potassium: 300, ph: 7.6, phosphorusForm: 'P2O5', potassiumForm: 'K2O' } as const;
  const probe = { nitrogen: 75, phosphorus: 10, potassium: 62.5, ph: 7.9 };

  it('fits a factor per nutrient and a pH offset', () => {
    const fit = fitCalibration(lab, probe);
    expect(fit).toEqual({ calibration: { factors: { nitrogen: 1.5, phosphorus: 0.5357, potassium: 1.7857 }, phOffset: -0.3 } });
  });

  it('applies them to a later reading: the probe read as the lab would', () => {
    const fit = fitCalibration(lab, probe);
    if (!('calibration' in fit)) throw new Error('expected a calibration');
    // P 4 mg/kg × 0.5357 = 2.14 mg/kg (4.8 kg/ha: Low); K 60 × 1.7857 = 107.14; pH 8.2 − 0.3 = 7.9.
    expect(applyCalibration({ nitrogen: 100, phosphorus: 4, potassium: 60, ph: 8.2, moisture: 30 }, fit.calibration)).toEqual({
      nitrogen: 150,
      phosphorus: 2.14,
      potassium: 107.14,
      ph: 7.9,
      moisture: 30,
    });
    expect(applyCalibration(probe, null)).toBe(probe);
  });

  it('refuses a probe too far from the lab, and a dead channel', () => {
    expect(fitCalibration({ ...lab, nitrogen: 2000 }, probe)).toEqual({
      problems: [{ kind: 'factor', nutrient: 'nitrogen', factor: 11.9048 }],
    });
    expect(fitCalibration(lab, { ...probe, potassium: 0, ph: 5.9 })).toEqual({
      problems: [
        { kind: 'zero', nutrient: 'potassium' },
        { kind: 'ph', offset: 1.7 },
      ],
    });
  });

  it('takes P and K as printed: element forms are used as they are', () => {
    const fit = fitCalibration({ ...lab, phosphorus: 12, phosphorusForm: 'P', potassium: 250, potassiumForm: 'K', ph: undefined }, probe);
    expect(fit).toEqual({ calibration: { factors: { nitrogen: 1.5, phosphorus: 0.5357, potassium: 1.7857 }, phOffset: null } });
  });
});
