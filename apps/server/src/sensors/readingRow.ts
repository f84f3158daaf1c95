import type { Reading } from '@agrim/contracts';
import { readings } from '../db/schema/index.js';

/** The columns a reading is read with (`db.select(readingColumns)`); rows go through `toApiReading`. */
export const readingColumns = {
  ts: readings.ts,
  nitrogen: readings.nitrogen,
  phosphorus: readings.phosphorus,
  potassium: readings.potassium,
  temperature: readings.temperature,
  moisture: readings.moisture,
  conductivity: readings.conductivity,
  ph: readings.ph,
};

export interface ReadingRow {
  ts: Date | string;
  nitrogen: number;
  phosphorus: number;
  potassium: number;
  temperature: number;
  moisture: number;
  conductivity: number;
  ph: number;
}

export function toApiReading(row: ReadingRow): Reading {
  return {
    timestamp: new Date(row.ts).toISOString(),
    nitrogen: Number(row.nitrogen),
    phosphorus: Number(row.phosphorus),
    potassium: Number(row.potassium),
    temperature: Number(row.temperature),
    moisture: Number(row.moisture),
    humidity: Number(row.moisture),
    conductivity: Number(row.conductivity),
    ph: Number(row.ph),
  };
}
