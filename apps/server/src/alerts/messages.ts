import { METRIC_INFO, SMS_MAX_CHARS, type SensorMetric, TIMEZONE } from '@agrim/contracts';

export interface Bilingual {
  en: string;
  hi: string;
}

const METRIC_NAMES: Record<SensorMetric, Bilingual> = {
  nitrogen: { en: 'Nitrogen', hi: 'नाइट्रोजन' },
  phosphorus: { en: 'Phosphorus', hi: 'फॉस्फोरस' },
  potassium: { en: 'Potassium', hi: 'पोटैशियम' },
  temperature: { en: 'Soil temperature', hi: 'मिट्टी का तापमान' },
  moisture: { en: 'Soil moisture', hi: 'मिट्टी की नमी' },
  conductivity: { en: 'Conductivity', hi: 'चालकता' },
  ph: { en: 'pH', hi: 'पीएच' },
};

/** '27 Nov, 11:21' and '27 नव॰, 11:21': the month in the message's own language. */
const clock = (at: Date) => {
  const format = (locale: string) =>
    at.toLocaleString(locale, { timeZone: TIMEZONE, day: '2-digit', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  return { en: format('en-IN'), hi: format('hi-IN') };
};

const round = (v: number) => String(Math.round(v * 100) / 100);

/** Cuts a name so the whole text fits one SMS; the facts (value, line, time) are never cut. */
function fit(template: (name: string) => string, name: string): string {
  let cut = name;
  while (template(cut).length > SMS_MAX_CHARS && cut.length > 0) cut = cut.slice(0, -2);
  const text = template(cut === name ? name : `${cut}…`);
  return text.length <= SMS_MAX_CHARS ? text : text.slice(0, SMS_MAX_CHARS - 1) + '…';
}

export interface AlarmFacts {
  kind: 'threshold' | 'rate' | 'silence' | 'soilTest';
  device: string;
  metric?: SensorMetric | null;
  direction?: 'above' | 'below' | null;
  value?: number | null;
  threshold?: number | null;
  minutes?: number;
  at: Date;
  /** soilTest: the test's number and whether it finished or failed. */
  test?: { id: number; failed: boolean };
}

/** A staff rule's alarm: an Expert's feedback now waits for approval (the Expert's name is cut first). */
export function feedbackMessage(expert: string, at: Date): Bilingual {
  const when = clock(at);
  return {
    en: fit((e) => `Agrim: feedback from ${e} is waiting for your approval (${when.en} IST). Open Feedback to approve or reject.`, expert),
    hi: fit((e) => `अग्रिम: ${e} की प्रतिक्रिया आपकी स्वीकृति की प्रतीक्षा में (${when.hi} IST)। फ़ीडबैक में स्वीकृत या अस्वीकार करें।`, expert),
  };
}

/** The alarm's text in both languages, each at most one SMS long (≤ 160 characters). */
export function alarmMessage(f: AlarmFacts): Bilingual {
  const when = clock(f.at);
  switch (f.kind) {
    case 'threshold':
    case 'rate': {
      const m = METRIC_NAMES[f.metric!];
      const unit = METRIC_INFO[f.metric!].unit;
      const v = round(f.value ?? 0);
      const line = round(f.threshold ?? 0);
      if (f.kind === 'threshold') {
        const up = f.direction === 'above';
        return {
          en: fit((d) => `Agrim alert ${d}: ${m.en} ${v} ${unit}, ${up ? 'above' : 'below'} ${line} (${when.en} IST)`, f.device),
          hi: fit((d) => `अग्रिम चेतावनी ${d}: ${m.hi} ${v} ${unit}, ${line} से ${up ? 'ऊपर' : 'नीचे'} (${when.hi} IST)`, f.device),
        };
      }
      const up = f.direction === 'above';
      return {
        en: fit(
          (d) => `Agrim alert ${d}: ${m.en} ${up ? 'rising' : 'falling'} faster than ${line} ${unit}/h, now ${v} (${when.en} IST)`,
          f.device,
        ),
        hi: fit(
          (d) => `अग्रिम चेतावनी ${d}: ${m.hi} ${line} ${unit}/घं से तेज़ ${up ? 'बढ़ रहा' : 'घट रहा'}, अभी ${v} (${when.hi} IST)`,
          f.device,
        ),
      };
    }
    case 'silence':
      return {
        en: fit((d) => `Agrim alert ${d}: no reading for ${f.minutes} min, last ${when.en} IST. Check power and signal.`, f.device),
        hi: fit((d) => `अग्रिम चेतावनी ${d}: ${f.minutes} मिनट से कोई रीडिंग नहीं, अंतिम ${when.hi} IST। बिजली व सिग्नल जाँचें।`, f.device),
      };
    case 'soilTest':
      return f.test!.failed
        ? {
            en: fit((d) => `Agrim ${d}: soil test #${f.test!.id} failed (${when.en} IST). Open Soil Testing to see why.`, f.device),
            hi: fit((d) => `अग्रिम ${d}: मिट्टी जाँच #${f.test!.id} विफल (${when.hi} IST)। कारण मिट्टी जाँच में देखें।`, f.device),
          }
        : {
            en: fit((d) => `Agrim ${d}: soil test #${f.test!.id} finished (${when.en} IST). Results are in Soil Testing.`, f.device),
            hi: fit((d) => `अग्रिम ${d}: मिट्टी जाँच #${f.test!.id} पूरी (${when.hi} IST)। परिणाम मिट्टी जाँच में देखें।`, f.device),
          };
  }
}

/** How many alarms a digest email lists one by one (the rest are counted). */
const DIGEST_LINES = 20;

/** What an email says about one alarm: its kind, device and metric make the subject; the rule's name is only quoted in the body. */
export interface EmailAlarm {
  kind: 'threshold' | 'rate' | 'silence' | 'soilTest' | 'feedback';
  deviceName: string | null;
  metric: SensorMetric | null;
  ruleName: string;
  message: Bilingual;
  /** The app's path of the screen showing the cause (`/home?deviceId=…`). */
  link: string;
}

/**
 * Free text written by another account (a co-member's rule name, a device's name) as one inert
 * line: no control or direction characters (no forged lines, no reordered text), and links
 * defanged (`hxxps[:]//`), since mail clients turn any URL in plain text into a link that would
 * seem to come from us.
 */
export function inertText(text: string, max = 80): string {
  const flat = text
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/\b(h)tt(ps?)(?=:)/giu, '$1xx$2')
    .replace(/:\/\//g, '[:]//')
    .replace(/\bwww\./giu, 'www[.]')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The subject of a one-alarm email: what and where, never the rule's free-text name. */
function alarmSubject(a: EmailAlarm, language: 'en' | 'hi'): string {
  const device = a.deviceName ? inertText(a.deviceName, 60) : null;
  const where = device ? `, ${device}` : '';
  const hi = language === 'hi';
  switch (a.kind) {
    case 'threshold':
    case 'rate':
      return `${hi ? 'अग्रिम चेतावनी' : 'Agrim alert'}: ${a.metric ? METRIC_NAMES[a.metric][language] : hi ? 'रीडिंग' : 'reading'}${where}`;
    case 'silence':
      return hi ? `अग्रिम चेतावनी: रीडिंग नहीं आ रही${where}` : `Agrim alert: no readings${where}`;
    case 'soilTest':
      return hi ? `अग्रिम: मिट्टी जाँच${where}` : `Agrim: soil test${where}`;
    case 'feedback':
      return hi ? 'अग्रिम: प्रतिक्रिया स्वीकृति की प्रतीक्षा में' : 'Agrim: feedback waiting for approval';
  }
}

/**
 * One evaluation's new alarms for one account, as one email (issue 38: a rule set crossing at
 * once sends one message, not one per rule). Links are absolute (`publicUrl`, the app's address):
 * a path alone is not clickable in a mail client.
 */
export function digestEmail(
  language: 'en' | 'hi',
  alarms: readonly EmailAlarm[],
  lastToday: boolean,
  publicUrl: string,
): { subject: string; text: string } {
  const first = alarms[0]!;
  const n = alarms.length;
  const subject = n === 1 ? alarmSubject(first, language) : language === 'hi' ? `अग्रिम: ${n} नई चेतावनियाँ` : `Agrim: ${n} new alerts`;
  const rule = (a: EmailAlarm) => `${language === 'hi' ? 'नियम' : 'Rule'}: "${inertText(a.ruleName)}"`;
  const url = (a: EmailAlarm) => `${publicUrl}${a.link}`;
  const lines = alarms
    .slice(0, DIGEST_LINES)
    .map((a) => (n === 1 ? `${a.message[language]}\n${rule(a)}\n\n${url(a)}` : `- ${a.message[language]}\n  ${rule(a)}\n  ${url(a)}`));
  if (n > DIGEST_LINES) {
    lines.push(
      language === 'hi'
        ? `…और ${n - DIGEST_LINES} (ऐप में देखें: ${publicUrl}/alerts)`
        : `…and ${n - DIGEST_LINES} more (see the app: ${publicUrl}/alerts)`,
    );
  }
  if (lastToday) {
    lines.push(
      language === 'hi'
        ? '\nआज के ईमेल की सीमा पूरी हुई: आगे की चेतावनियाँ आज केवल ऐप में दिखेंगी।'
        : "\nToday's email limit is reached: further alerts today are shown in the app only.",
    );
  }
  return { subject, text: lines.join('\n') };
}

/** One evaluation's new alarms for one account as one SMS (≤ 160 characters): the count and the first alarm's text. */
export function digestSms(language: 'en' | 'hi', messages: readonly Bilingual[]): string {
  const first = messages[0]![language];
  if (messages.length === 1) return first;
  const head = language === 'hi' ? `${messages.length} अलार्म। पहला: ` : `${messages.length} alarms. First: `;
  const text = head + first;
  return text.length <= SMS_MAX_CHARS ? text : text.slice(0, SMS_MAX_CHARS - 1) + '…';
}
