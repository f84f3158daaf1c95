import { CALIBRATION_LIMITS, type CalibrationProblem, fitCalibration, type ProbeCalibration, type ProbeSample } from '@agrim/agronomy';
import { type CalibrationRequest, type ProbeCalibrationRecord, validReadingSql } from '@agrim/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AuditService } from '../audit/audit.service.js';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { devices, readings, soilTests } from '../db/schema/index.js';
import { AppError, type Bilingual } from '../http/errors.js';

const HOUR_MS = 3_600_000;
const NAMES: Record<string, Bilingual> = {
  nitrogen: { en: 'nitrogen', hi: 'नाइट्रोजन', mr: 'नत्र' },
  phosphorus: { en: 'phosphorus', hi: 'फॉस्फोरस', mr: 'स्फुरद' },
  potassium: { en: 'potassium', hi: 'पोटैशियम', mr: 'पालाश' },
};

/** The probe correction of a stored calibration, for applyCalibration. */
export const correctionOf = (record: ProbeCalibrationRecord | null | undefined): ProbeCalibration | null =>
  record ? { factors: record.factors, phOffset: record.ph_offset } : null;

/**
 * Probe calibration against a lab test of the same field (issue 37). The pairing is the service's
 * part: the lab sample's probe values come from the soil test the sample was taken in, or from the
 * probe's readings around the sample's time; the arithmetic is packages/agronomy calibration.ts.
 */
export class CalibrationService {
  constructor(
    private readonly db: Db,
    private readonly audit: AuditService,
  ) {}

  async get(deviceId: string): Promise<ProbeCalibrationRecord | null> {
    const [row] = await this.db.select({ calibration: devices.calibration }).from(devices).where(eq(devices.id, deviceId));
    return row?.calibration ?? null;
  }

  async set(caller: Caller, deviceId: string, body: CalibrationRequest, now = new Date()) {
    const paired = await this.probeAt(deviceId, body, now);
    const lab = {
      nitrogen: body.lab.nitrogen,
      phosphorus: body.lab.phosphorus,
      potassium: body.lab.potassium,
      ph: body.lab.ph,
      phosphorusForm: body.phosphorus_form ?? 'P2O5',
      potassiumForm: body.potassium_form ?? 'K2O',
    } as const;
    const fit = fitCalibration(lab, paired.probe);
    if ('problems' in fit) throw new AppError('UNPROCESSABLE', problemsText(fit.problems));
    const record: ProbeCalibrationRecord = {
      factors: fit.calibration.factors,
      ph_offset: fit.calibration.phOffset,
      lab: { nitrogen: lab.nitrogen, phosphorus: lab.phosphorus, potassium: lab.potassium, ph: lab.ph ?? null },
      phosphorus_form: lab.phosphorusForm,
      potassium_form: lab.potassiumForm,
      probe: paired.probe,
      soil_test_id: body.soil_test_id ?? null,
      sampled_at: paired.at.toISOString(),
      calibrated_at: now.toISOString(),
      by: caller.email ?? null,
    };
    await this.db.transaction(async (tx) => {
      await tx.update(devices).set({ calibration: record }).where(eq(devices.id, deviceId));
      await this.audit.record(
        caller,
        { action: 'device.calibrated', targetType: 'device', targetId: deviceId, details: { ...record } },
        tx,
      );
    });
    return record;
  }

  async clear(caller: Caller, deviceId: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(devices).set({ calibration: null }).where(eq(devices.id, deviceId));
      await this.audit.record(caller, { action: 'device.calibration_cleared', targetType: 'device', targetId: deviceId }, tx);
    });
  }

  /** The probe's values paired with the lab sample, and when the sample was taken. */
  private async probeAt(deviceId: string, body: CalibrationRequest, now: Date): Promise<{ probe: ProbeSample; at: Date }> {
    if ((body.soil_test_id === undefined) === (body.sampled_at === undefined))
      throw new AppError('VALIDATION_FAILED', {
        en: 'Say which probe values the lab test pairs with: either soil_test_id (a completed soil test of this probe) or sampled_at (when the lab sample was taken), not both.',
        hi: 'बताएँ कि प्रयोगशाला जाँच प्रोब के किन मानों से मिलाई जाए: या तो soil_test_id (इस प्रोब की पूरी मृदा जाँच) या sampled_at (नमूना कब लिया गया), दोनों नहीं।',
        mr: 'प्रयोगशाळा तपासणी प्रोबच्या कोणत्या मूल्यांशी जुळवायची ते सांगा: एकतर soil_test_id (या प्रोबचे पूर्ण माती परीक्षण) किंवा sampled_at (नमुना कधी घेतला), दोन्ही नाही.',
      });
    if (body.soil_test_id !== undefined) {
      const [test] = await this.db
        .select()
        .from(soilTests)
        .where(and(eq(soilTests.id, body.soil_test_id), eq(soilTests.deviceId, deviceId)));
      if (!test || test.status !== 'complete' || test.n === null || test.p === null || test.k === null || test.ph === null)
        throw new AppError('UNPROCESSABLE', {
          en: 'soil_test_id: no completed soil test of this probe has that number. Choose a finished test of this device.',
          hi: 'soil_test_id: इस प्रोब की इस क्रमांक की कोई पूरी मृदा जाँच नहीं है। इस डिवाइस की कोई पूरी हुई जाँच चुनें।',
          mr: 'soil_test_id: या प्रोबचे या क्रमांकाचे कोणतेही पूर्ण माती परीक्षण नाही. या उपकरणाचे एखादे पूर्ण झालेले परीक्षण निवडा.',
        });
      return {
        probe: { nitrogen: test.n, phosphorus: test.p, potassium: test.k, ph: test.ph },
        at: test.timerCompletedAt ?? test.startedAt,
      };
    }
    const at = new Date(body.sampled_at!);
    if (at.getTime() > now.getTime() + HOUR_MS)
      throw new AppError('VALIDATION_FAILED', {
        en: 'sampled_at is in the future: give the date and time the lab sample was taken.',
        hi: 'sampled_at भविष्य में है: प्रयोगशाला नमूना लेने की तारीख और समय दें।',
        mr: 'sampled_at भविष्यात आहे: प्रयोगशाळेचा नमुना घेतल्याची तारीख आणि वेळ द्या.',
      });
    const window = CALIBRATION_LIMITS.pairingHours * HOUR_MS;
    // The median of the valid readings around the sample's time: one odd reading does not set the factors.
    const median = (column: string) => sql.raw(`percentile_cont(0.5) within group (order by ${column})`);
    const [row] = await this.db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        nitrogen: sql<number>`${median('nitrogen')}`.mapWith(Number),
        phosphorus: sql<number>`${median('phosphorus')}`.mapWith(Number),
        potassium: sql<number>`${median('potassium')}`.mapWith(Number),
        ph: sql<number>`${median('ph')}`.mapWith(Number),
      })
      .from(readings)
      .where(
        and(
          eq(readings.deviceId, deviceId),
          sql`${readings.ts} between ${new Date(at.getTime() - window).toISOString()} and ${new Date(at.getTime() + window).toISOString()}`,
          sql.raw(validReadingSql()),
        ),
      );
    if (!row || row.n === 0)
      throw new AppError('UNPROCESSABLE', {
        en: `The probe has no valid reading within ${CALIBRATION_LIMITS.pairingHours} hours of the sample’s time, so there is nothing to compare the lab with. Calibrate from a lab test of a sample taken while the probe was in the field.`,
        hi: `नमूने के समय से ${CALIBRATION_LIMITS.pairingHours} घंटे के भीतर प्रोब की कोई मान्य रीडिंग नहीं है, इसलिए प्रयोगशाला से तुलना नहीं हो सकती। उस नमूने की जाँच से कैलिब्रेट करें जो प्रोब के खेत में रहते लिया गया हो।`,
        mr: `नमुन्याच्या वेळेपासून ${CALIBRATION_LIMITS.pairingHours} तासांच्या आत प्रोबचे कोणतेही वैध रीडिंग नाही, त्यामुळे प्रयोगशाळेशी तुलना होऊ शकत नाही. प्रोब शेतात असताना घेतलेल्या नमुन्याच्या तपासणीवरून कॅलिब्रेट करा.`,
      });
    return { probe: { nitrogen: row.nitrogen, phosphorus: row.phosphorus, potassium: row.potassium, ph: row.ph }, at };
  }
}

function problemsText(problems: CalibrationProblem[]): Bilingual {
  const en = problems.map((p) =>
    p.kind === 'zero'
      ? `the probe read 0 ${NAMES[p.nutrient]!.en}`
      : p.kind === 'factor'
        ? `${NAMES[p.nutrient]!.en}: the lab is ${p.factor} times the probe (allowed ${CALIBRATION_LIMITS.factor.min}–${CALIBRATION_LIMITS.factor.max})`
        : `pH: the lab differs from the probe by ${p.offset} (allowed ±${CALIBRATION_LIMITS.phOffset})`,
  );
  const hi = problems.map((p) =>
    p.kind === 'zero'
      ? `प्रोब ने ${NAMES[p.nutrient]!.hi} 0 पढ़ा`
      : p.kind === 'factor'
        ? `${NAMES[p.nutrient]!.hi}: प्रयोगशाला का मान प्रोब का ${p.factor} गुना है (अनुमत ${CALIBRATION_LIMITS.factor.min}–${CALIBRATION_LIMITS.factor.max})`
        : `pH: प्रयोगशाला और प्रोब में ${p.offset} का अंतर है (अनुमत ±${CALIBRATION_LIMITS.phOffset})`,
  );
  const mr = problems.map((p) =>
    p.kind === 'zero'
      ? `प्रोबने ${NAMES[p.nutrient]!.mr} 0 वाचले`
      : p.kind === 'factor'
        ? `${NAMES[p.nutrient]!.mr}: प्रयोगशाळेचे मूल्य प्रोबच्या ${p.factor} पट आहे (परवानगी ${CALIBRATION_LIMITS.factor.min}–${CALIBRATION_LIMITS.factor.max})`
        : `pH: प्रयोगशाळा आणि प्रोब यांत ${p.offset} चा फरक आहे (परवानगी ±${CALIBRATION_LIMITS.phOffset})`,
  );
  return {
    en: `The probe is too far from the lab to be corrected (${en.join('; ')}). Check the probe (clean it, check it is in moist soil, check the lab values and their units) before calibrating.`,
    hi: `प्रोब प्रयोगशाला से इतना अलग है कि सुधारा नहीं जा सकता (${hi.join('; ')})। कैलिब्रेट करने से पहले प्रोब जाँचें (साफ़ करें, नम मिट्टी में है या नहीं देखें, प्रयोगशाला के मान और इकाइयाँ जाँचें)।`,
    mr: `प्रोब प्रयोगशाळेपेक्षा इतका वेगळा आहे की दुरुस्त करता येत नाही (${mr.join('; ')}). कॅलिब्रेट करण्यापूर्वी प्रोब तपासा (स्वच्छ करा, ओलसर मातीत आहे का ते पाहा, प्रयोगशाळेची मूल्ये आणि एकके तपासा).`,
  };
}
