import type { Text } from './crops.js';
import { type SoilWater, soilWaterLines } from './soilWater.js';
import type { SoybeanSourceId } from './soybeanSources.js';
import type { SoybeanZone } from './soybeanZones.js';
import type { Verification } from './sources.js';

/**
 * The alarm lines a farm is offered for soybean (issue 37), drawn from the soil-water model
 * (soilWater.ts) and the zone's pH band (soybeanZones.ts).
 */

interface Cited {
  source: SoybeanSourceId;
  verification: Verification;
  why: Text;
}

/** Waterlogging: the soil stays near saturation (under 10 % air) this long; the alarm clears once it is back to field capacity. */
export const WATERLOGGING_ALARM = {
  holdMinutes: 24 * 60,
  source: 'iisrPackage',
  verification: 'judgement',
  why: {
    en: 'Waterlogging is the main hazard of soybean on black soils: roots and nodules rot in saturated soil (TNAU: waterlogging is injurious). The product’s own practice (ICAR-IISR) is to let standing water out through the furrows within a day after heavy rain; a soil still this wet a full day later is not draining.',
    hi: 'काली मिट्टी पर सोयाबीन का मुख्य खतरा जलभराव है: संतृप्त मिट्टी में जड़ें और गाँठें सड़ती हैं (त.ना.कृ.वि.: जलभराव हानिकारक)। उत्पाद की अपनी सलाह (भा.सो.अनु.सं.) है कि भारी बारिश के बाद रुका पानी एक दिन के भीतर नालियों से निकाल दें; पूरे एक दिन बाद भी इतनी गीली मिट्टी से पानी नहीं निकल रहा।',
    mr: 'काळ्या मातीत सोयाबीनला मुख्य धोका पाणी साचण्याचा आहे: संपृक्त मातीत मुळे आणि गाठी कुजतात (तमिळनाडू कृषी विद्यापीठ: साचलेले पाणी हानिकारक). उत्पादनाची स्वतःची शिफारस (भाकृअनुप-भारतीय सोयाबीन संशोधन संस्था) आहे की जोरदार पावसानंतर साचलेले पाणी एका दिवसाच्या आत सऱ्यांमधून बाहेर काढावे; पूर्ण एक दिवसानंतरही इतकी ओली माती असल्यास पाण्याचा निचरा होत नाही.',
  },
} as const satisfies { holdMinutes: number } & Cited;

/** The waterlogging line of a soil and the line it clears at, in percent volumetric water. */
export function waterloggingLines(soil: SoilWater): { threshold: number; clearThreshold: number } {
  const l = soilWaterLines(soil);
  return { threshold: l.waterloggedAbove, clearThreshold: l.fieldCapacity };
}

/**
 * pH alarms judge the median of a day's readings: soil pH moves over weeks (with liming, sodicity,
 * flooding), so a probe's minute-to-minute swings are noise. The lines are the source's, not the
 * zone's planning band: below the TNAU optimum (6.0), or the zone's own lower line where acid soils are
 * cropped below it (5.5, the liming line); above 8.5, where the soil is probably sodic. Calcareous
 * Vertisols at 7.5–8.3 are normal soybean soils and raise nothing.
 */
export const PH_ALARM = {
  /** TNAU Agritech, soybean: pH 6.0–7.5. */
  sourceRange: { min: 6.0, max: 7.5 },
  sodicAbove: 8.5,
  windowMinutes: 24 * 60,
  source: 'tnauSoybean',
  verification: 'judgement',
  why: {
    en: 'Soybean does best at pH 6.0–7.5 (TNAU). Soil pH changes over weeks, so the alarm judges the median of the last 24 hours of readings, not a single reading; above 8.5 the soil is probably sodic (Soil Health Card gypsum line), where soybean is not suited.',
    hi: 'सोयाबीन pH 6.0–7.5 पर सबसे अच्छी होती है (त.ना.कृ.वि.)। मिट्टी का pH हफ़्तों में बदलता है, इसलिए अलार्म एक रीडिंग नहीं, पिछले 24 घंटों की रीडिंग की माध्यिका देखता है; 8.5 से ऊपर मिट्टी संभवतः सोडिक (ऊसर) है (मृदा स्वास्थ्य कार्ड की जिप्सम रेखा), जहाँ सोयाबीन उपयुक्त नहीं।',
    mr: 'सोयाबीन सामू (pH) 6.0–7.5 वर सर्वोत्तम येते (तमिळनाडू कृषी विद्यापीठ). मातीचा सामू (pH) आठवड्यांमध्ये बदलतो, म्हणून अलार्म एका रीडिंगवर नव्हे तर मागील 24 तासांच्या रीडिंगच्या मध्यकावर निर्णय घेतो; 8.5 च्या वर माती बहुधा चोपण (सोडिक) असते (मृदा आरोग्य पत्रिकेची जिप्सम रेषा), जिथे सोयाबीन योग्य नाही.',
  },
} as const satisfies { sourceRange: { min: number; max: number }; sodicAbove: number; windowMinutes: number } & Cited;

/** The pH alarm lines for a zone. */
export function phAlarmLines(zone: SoybeanZone): { below: number; above: number } {
  return { below: Math.min(zone.ph.min, PH_ALARM.sourceRange.min), above: PH_ALARM.sodicAbove };
}
