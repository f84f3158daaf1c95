// Run once by intlWarmup.ts, then closes. Building a page's first Intl number formatter loads ICU's number data
// (about 20 ms unthrottled here, 80–110 ms at a phone's 4× CPU); its first date formatter and collator about
// 10 ms more each. ICU keeps what it loaded for the whole process, and a page's workers run in its process, so
// the page's own formatters, built afterwards, cost a fraction of a millisecond on its main thread (issue 43).
import { NUMBER_LOCALES, TIMEZONE } from '@agrim/contracts';

for (const locale of Object.values(NUMBER_LOCALES)) {
  new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(1234.5);
  new Intl.NumberFormat(locale, { style: 'percent' }).format(0.5);
  new Intl.DateTimeFormat(locale, { timeZone: TIMEZONE, dateStyle: 'medium', timeStyle: 'short' }).format(0);
  new Intl.Collator(locale).compare('a', 'b');
}
self.close();
