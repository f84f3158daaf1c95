import {
  PRACTICE_STAGE_HI,
  PRACTICE_STAGE_MR,
  PRACTICE_STAGES,
  PRACTICE_TOPICS,
  type PracticeStage,
  type PracticeTopic,
  practicesFor,
  SOYBEAN_PRACTICES,
  SOYBEAN_SOURCES,
  SOYBEAN_STAGES,
  SOYBEAN_ZONE_NAMES,
  type SoybeanPractice,
  type SoybeanZoneName,
} from '@agrim/agronomy';
import { kolkataDay, type PracticesResponse } from '@agrim/contracts';
import { notOneOf } from './common.js';

const DAY_MS = 86_400_000;
const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/** A practice stage by name (case and spaces ignored), or a 400 naming the allowed ones. */
export function practiceStageOf(name: string): PracticeStage {
  const found = PRACTICE_STAGES.find((s) => norm(s) === norm(name));
  if (!found) throw notOneOf('stage', name, PRACTICE_STAGES);
  return found;
}

/** A zone by name (case and spaces ignored), or a 400 naming the five zones. */
export function zoneOf(name: string): SoybeanZoneName {
  const found = SOYBEAN_ZONE_NAMES.find((z) => norm(z) === norm(name));
  if (!found) throw notOneOf('zone', name, SOYBEAN_ZONE_NAMES);
  return found;
}

/** Whole days from the sowing date to today's date in Asia/Kolkata (negative before sowing). */
export function daysAfterSowing(sowingDate: string, now = new Date()): number {
  return Math.round((Date.parse(`${kolkataDay(now)}T00:00:00Z`) - Date.parse(`${sowingDate}T00:00:00Z`)) / DAY_MS);
}

/**
 * The crop stage on a day after sowing, from the stage calendar (sowing day = day 0 of the first
 * stage): before sowing 'Before sowing'; past the last stage the last stage (the crop awaits harvest).
 */
export function stageOnDay(days: number): PracticeStage {
  if (days < 0) return 'Before sowing';
  const stage = SOYBEAN_STAGES.find((s) => days >= s.fromDay && days <= s.toDay) ?? SOYBEAN_STAGES[SOYBEAN_STAGES.length - 1]!;
  return stage.name;
}

function toItem(p: SoybeanPractice): PracticesResponse['practices'][number] {
  const source = SOYBEAN_SOURCES[p.source];
  return {
    id: p.id,
    stage: p.stage,
    topic: p.topic,
    zones: p.zones ? [...p.zones] : null,
    title: { ...p.title },
    text: { ...p.text },
    source: source.citation,
    url: 'url' in source ? source.url : null,
    verification: p.verification,
  };
}

export interface PracticesQuery {
  stage?: string;
  zone?: string;
  sowing_date?: string;
}

/** Management practices of a stage (asked for, or that of the sowing date; else all), zone-specific items plus general ones. */
export function practices(query: PracticesQuery, now = new Date()): Omit<PracticesResponse, 'status'> {
  const zone = query.zone ? zoneOf(query.zone) : undefined;
  const days = query.sowing_date ? daysAfterSowing(query.sowing_date, now) : null;
  const current: PracticeStage | null = query.stage ? practiceStageOf(query.stage) : days !== null ? stageOnDay(days) : null;
  const items = current ? practicesFor(current, zone) : SOYBEAN_PRACTICES.filter((p) => !zone || !p.zones || p.zones.includes(zone));
  return {
    stages: PRACTICE_STAGES.map((name) => {
      const s = SOYBEAN_STAGES.find((e) => e.name === name);
      return { name, hi: PRACTICE_STAGE_HI[name], mr: PRACTICE_STAGE_MR[name], from_day: s?.fromDay ?? null, to_day: s?.toDay ?? null };
    }),
    topics: (Object.keys(PRACTICE_TOPICS) as PracticeTopic[]).map((id) => ({ id, name: { ...PRACTICE_TOPICS[id] } })),
    zones: [...SOYBEAN_ZONE_NAMES],
    current_stage: current,
    days_after_sowing: days,
    practices: items.map(toItem),
  };
}
