import type { Reading } from '@agrim/contracts';

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
