import {
  channelFaults,
  fertigationDecision,
  type FertigationProfileId,
  type FertigationValve,
  SEASON_DAYS,
  SOYBEAN_ZONES,
  type SoybeanStage,
  soybeanZoneOfState,
  VALVE_SAFETY,
} from '@agrim/agronomy';
import {
  type AnalysisLanguage,
  FERTIGATION_NOTICE,
  type FertigationAction,
  type FertigationStartResponse,
  type SoyaZone,
  inFertigationWindow,
  kolkataDay,
  kolkataDayStart,
  validReadingSql,
} from '@agrim/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Caller } from '../auth/tokens.js';
import type { Db } from '../db/client.js';
import { devices, farms, readings } from '../db/schema/index.js';
import { AppError } from '../http/errors.js';
import type { SoilAnalysisService } from '../soilAnalysis/analysis.service.js';
import type { FertigationService } from '../sensors/fertigation.service.js';

export interface FertigationAsk {
  stage: SoybeanStage;
  profile: FertigationProfileId;
  /** The zone asked for; default the zone of the device's farm state, else Central. */
  zone?: SoyaZone | undefined;
  /** The spec profile's slider, inches/day. */
  moisture?: number | undefined;
  language: AnalysisLanguage;
}

type Answer = Omit<FertigationStartResponse, 'status'>;

const VALVES: readonly FertigationValve[] = ['nitrogen', 'phosphorus', 'potassium', 'water'];
const DAY_MS = 86_400_000;

/**
 * Start Fertigation and its preview: the device's latest valid reading, corrected by the probe's
 * calibration (SoilAnalysisService applies it), against the profile's bands for the stage and zone (packages/agronomy fertigation.ts
 * decides, holding valves on a stale reading, a dead or frozen channel or an uncalibrated probe, and with
 * the device's fertigation setup working out each opening's kg/ha and mm and capping the season by kg), then,
 * for start only, the commands sent and recorded with the profile and the reason.
 */
export class SoybeanFertigationService {
  constructor(
    private readonly db: Db,
    private readonly analysis: SoilAnalysisService,
    private readonly fertigation: FertigationService,
  ) {}

  /** What Start Fertigation would do now; nothing is sent or recorded. */
  preview(deviceId: string, farmId: string, ask: FertigationAsk, now = new Date()): Promise<Answer> {
    return this.decide(deviceId, farmId, ask, now);
  }

  async start(caller: Caller, deviceId: string, farmId: string, ask: FertigationAsk, now = new Date()): Promise<Answer> {
    const answer = await this.decide(deviceId, farmId, ask, now);
    const recommendations: FertigationAction[] = [];
    // One after the other: the commands are recorded (and reach the device) in this order.
    for (const a of answer.recommendations) {
      if (a.command === null) {
        recommendations.push(a);
        continue;
      }
      const sent = await this.fertigation.command(caller, deviceId, a.valve, a.command, a.duration_minutes ?? 0, now, {
        profile: answer.profile,
        reason: a.message,
      });
      recommendations.push({ ...a, command_id: sent.commandId, delivery: sent.delivery });
    }
    return { ...answer, preview: false, recommendations };
  }

  private async decide(deviceId: string, farmId: string, ask: FertigationAsk, now: Date): Promise<Answer> {
    if (ask.profile === 'spec' && ask.moisture === undefined)
      throw new AppError('VALIDATION_FAILED', {
        en: 'moisture: the spec profile compares the moisture slider (0–1, inches/day); send it, or use the agronomy profile, which reads the probe.',
        hi: 'moisture: spec प्रोफ़ाइल नमी स्लाइडर (0–1, इंच/दिन) से तुलना करती है; इसे भेजें, या agronomy प्रोफ़ाइल चुनें जो प्रोब की नमी पढ़ती है।',
        mr: 'moisture: spec प्रोफाइल ओलाव्याच्या स्लायडरशी (0–1, इंच/दिवस) तुलना करते; तो पाठवा, किंवा प्रोबचा ओलावा वाचणारी agronomy प्रोफाइल निवडा.',
      });
    const [reading] = await this.analysis.latestValid(deviceId, 1);
    if (!reading)
      throw new AppError('NOT_FOUND', {
        en: 'This device has no valid reading yet (all-zero probe faults are left out): Start Fertigation compares the latest one. Check that the probe is in the soil and sending.',
        hi: 'इस डिवाइस की अभी कोई मान्य रीडिंग नहीं है (सब-शून्य प्रोब त्रुटियाँ छोड़ दी जाती हैं): फर्टिगेशन नवीनतम रीडिंग से तुलना करता है। जाँचें कि प्रोब मिट्टी में है और डेटा भेज रहा है।',
        mr: 'या उपकरणाचे सध्या कोणतेही वैध रीडिंग नाही (शून्याखालील प्रोब त्रुटी सोडल्या जातात): फर्टिगेशन नवीनतम रीडिंगशी तुलना करते. प्रोब मातीत आहे आणि डेटा पाठवत आहे हे तपासा.',
      });
    const zone = ask.zone ? SOYBEAN_ZONES.find((z) => z.name === ask.zone)! : ((await this.farmZone(farmId)) ?? SOYBEAN_ZONES[0]!);
    const opened = await this.fertigation.openings(
      deviceId,
      kolkataDayStart(kolkataDay(now)),
      new Date(now.getTime() - SEASON_DAYS * DAY_MS),
    );
    const usage = Object.fromEntries(VALVES.map((v) => [v, opened.get(v) ?? { today: 0, season: 0 }])) as Record<
      FertigationValve,
      { today: number; season: number }
    >;
    // The reading comes corrected by the probe's calibration (the analysis service applies it); an uncalibrated probe opens no nutrient valve.
    const calibrated = (await this.analysis.correction(deviceId)) !== null;
    const probe = { nitrogen: reading.nitrogen, phosphorus: reading.phosphorus, potassium: reading.potassium, moisture: reading.moisture };
    const readingAgeMinutes = Math.max(0, Math.round((now.getTime() - Date.parse(reading.timestamp)) / 6000) / 10);
    // The tanks, flow and area (issue 37): with them each opening is worked into kg/ha and mm, and the season is capped by kg.
    const [device] = await this.db.select({ setup: devices.fertigationSetup }).from(devices).where(eq(devices.id, deviceId));
    const setup = device?.setup ?? null;
    const steps = fertigationDecision({
      profile: ask.profile,
      stage: ask.stage,
      zone,
      reading: probe,
      ...(ask.moisture === undefined ? {} : { slider: ask.moisture }),
      usage,
      readingAgeMinutes,
      channelFaults: channelFaults(probe, await this.spread(deviceId, new Date(reading.timestamp))),
      calibrated,
      setup,
      language: ask.language,
    });
    const inWindow = inFertigationWindow(now);
    return {
      deviceId,
      stage: ask.stage.name,
      profile: ask.profile,
      zone: zone.name,
      preview: true,
      in_window: inWindow,
      notice: inWindow ? null : FERTIGATION_NOTICE,
      reading,
      reading_age_minutes: readingAgeMinutes,
      calibrated,
      recommendations: steps.map((s) => ({ ...s, command_id: null, delivery: null })),
      fertigation_setup: setup,
    };
  }

  /** How far each channel moved over the hours before the reading (max − min), and from how many valid readings: a frozen channel moves 0. */
  private async spread(deviceId: string, at: Date) {
    const range = (column: AnyPgColumn) => sql<number>`max(${column}) - min(${column})`.mapWith(Number);
    const [row] = await this.db
      .select({
        count: sql<number>`count(*)`.mapWith(Number),
        nitrogen: range(readings.nitrogen),
        phosphorus: range(readings.phosphorus),
        potassium: range(readings.potassium),
        moisture: range(readings.moisture),
      })
      .from(readings)
      .where(
        and(
          eq(readings.deviceId, deviceId),
          sql`${readings.ts} between ${new Date(at.getTime() - VALVE_SAFETY.stuckHours * 3_600_000).toISOString()} and ${at.toISOString()}`,
          sql.raw(validReadingSql()),
        ),
      );
    return row && row.count > 0
      ? {
          count: row.count,
          spread: { nitrogen: row.nitrogen, phosphorus: row.phosphorus, potassium: row.potassium, moisture: row.moisture },
        }
      : null;
  }

  private async farmZone(farmId: string) {
    const [farm] = await this.db.select({ state: farms.state }).from(farms).where(eq(farms.id, farmId));
    return soybeanZoneOfState(farm?.state);
  }
}
