import type { SourceId, Verification } from './sources.js';

/** The limits of a probe calibration (calibration.ts): how far a probe may be corrected, and how close in time the lab sample must be. */
export const CALIBRATION_LIMITS = {
  /** A probe that reads more than 4 times off the lab is not measuring the same thing: check it, do not scale it. */
  factor: { min: 0.25, max: 4 },
  /** pH electrodes drift by tenths; more than 1.5 units is a faulty or dry electrode. */
  phOffset: 1.5,
  /** The lab sample and the probe's readings must be this close in time (nutrients move little in three days without fertiliser). */
  pairingHours: 72,
  source: 'methodsManual',
  verification: 'judgement',
  why: {
    en: 'One lab test of the same field corrects the probe: lab ÷ probe per nutrient, lab − probe for pH, within limits beyond which the probe itself needs checking.',
    hi: 'उसी खेत की एक प्रयोगशाला जाँच प्रोब को सुधारती है: हर पोषक तत्व के लिए प्रयोगशाला ÷ प्रोब, pH के लिए प्रयोगशाला − प्रोब, उन सीमाओं के भीतर जिनके बाहर प्रोब की ही जाँच चाहिए।',
    mr: 'त्याच शेताचे एक प्रयोगशाळा परीक्षण प्रोबची दुरुस्ती करते: प्रत्येक अन्नद्रव्यासाठी प्रयोगशाळा ÷ प्रोब, सामूसाठी (pH) प्रयोगशाळा − प्रोब, अशा मर्यादांत ज्यांच्या बाहेर प्रोबचीच तपासणी आवश्यक आहे.',
  },
} as const satisfies {
  factor: { min: number; max: number };
  phOffset: number;
  pairingHours: number;
  source: SourceId;
  verification: Verification;
  why: { en: string; hi: string; mr: string };
};
