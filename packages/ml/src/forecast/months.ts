/** Months as 'YYYY-MM-01' strings and as a running index (year · 12 + month − 1). */

const MONTH = /^(\d{4})-(\d{2})-01$/;

/** The running month index of 'YYYY-MM-01'; throws on anything else. */
export function monthIndex(ds: string): number {
  const m = MONTH.exec(ds);
  const month = m ? Number(m[2]) : 0;
  if (!m || month < 1 || month > 12) throw new RangeError(`"${ds}" is not a month (YYYY-MM-01)`);
  return Number(m[1]) * 12 + month - 1;
}

/** 'YYYY-MM-01' of a running month index. */
export function monthDs(index: number): string {
  const year = Math.floor(index / 12);
  const month = index - year * 12 + 1;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-01`;
}

/** Calendar month 0 (January) … 11 (December) of a running month index. */
export const calendarMonth = (index: number): number => ((index % 12) + 12) % 12;
