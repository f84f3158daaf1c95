import type { FertilizerCropType, SoilType } from '@agrim/contracts';
import type { KnowledgeText } from '../lang.js';
import { CONVERSIONS } from './soilTest.js';
import type { SourceId, Verification } from './sources.js';

/** A knowledge text (lang.ts): English, Hindi, and Marathi where written. */
export type Text = KnowledgeText;

/** One application: which share of each nutrient's dose goes in, and when. */
export interface Split {
  stage: Text;
  timing: Text;
  /** Fractions of the season's N, P2O5 and K2O doses (each nutrient's fractions add up to 1). */
  n: number;
  p2o5: number;
  k2o: number;
}

export interface Dose {
  n: number;
  p2o5: number;
  k2o: number;
}

/** A tree crop's dose as published: grams per plant per year at a planting distance. */
export interface PerPlant {
  gramsN: number;
  gramsP2o5: number;
  gramsK2o: number;
  spacingM: [number, number];
  plantsPerHa: number;
}

/** Something the crop needs besides N, P and K (e.g. gypsum for groundnut pods). */
export interface CropExtra {
  product: 'gypsum';
  kgPerHa: number;
  timing: Text;
  source: SourceId;
}

export interface CropKnowledge {
  en: string;
  hi: string;
  /** Marathi (issue 41), as the web's fertilizer.mr.ts names the crops. */
  mr: string;
  /** N, P2O5, K2O in kg/ha per season (per year for perennials). */
  dose: Dose;
  basis: Text;
  splits: Split[];
  source: SourceId;
  verification: Verification;
  /** For a 'checked' dose: where the figure was read (address and section), issue 20. */
  checkedAt?: string;
  /** For a 'recalled' dose: why it could not be checked against a public text, issue 20. */
  recalledBecause?: string;
  /** The crop is a legume (Rhizobium, little N). */
  legume?: boolean;
  perennial?: boolean;
  perPlant?: PerPlant;
  /** Published as kg per acre; `dose` is that ÷ 0.4047. */
  perAcre?: Dose;
  /** Potash source when chloride must be avoided. */
  potash?: 'MOP' | 'SOP';
  /** Sulphur, kg/ha, where the source asks for it. */
  sulphurKgPerHa?: number;
  extras?: CropExtra[];
  /** Doses that differ by soil type. */
  bySoil?: Partial<Record<SoilType, { dose: Dose; basis: Text; splits: Split[] }>>;
  note?: string;
}

const ACRE = CONVERSIONS.hectaresPerAcre.factor;
const round1 = (x: number) => Math.round(x * 10) / 10;
const fromAcre = (d: Dose): Dose => ({ n: round1(d.n / ACRE), p2o5: round1(d.p2o5 / ACRE), k2o: round1(d.k2o / ACRE) });

function fromPlant(gramsN: number, gramsP2o5: number, gramsK2o: number, spacingM: [number, number]): { perPlant: PerPlant; dose: Dose } {
  const plantsPerHa = Math.round((10000 / (spacingM[0] * spacingM[1])) * 10) / 10;
  const kg = (g: number) => round1((g * plantsPerHa) / 1000);
  return {
    perPlant: { gramsN, gramsP2o5, gramsK2o, spacingM, plantsPerHa },
    dose: { n: kg(gramsN), p2o5: kg(gramsP2o5), k2o: kg(gramsK2o) },
  };
}

const t = (en: string, hi: string, mr: string): Text => ({ en, hi, mr });
const split = (stage: Text, timing: Text, n: number, p2o5: number, k2o: number): Split => ({ stage, timing, n, p2o5, k2o });

const SOWING = t('At sowing (basal)', 'बुवाई के समय (आधार खाद)', 'पेरणीच्या वेळी (पेरणीच्या वेळची मात्रा)');
const THIRD = 1 / 3;

const orange = fromPlant(600, 200, 100, [6, 6]);
const pomegranate = fromPlant(625, 250, 250, [4.5, 3]);

/** Crop knowledge keyed by the spec's crop names; 'rice' is the same crop as 'Paddy'. */
export const CROPS: Record<Exclude<FertilizerCropType, 'rice'>, CropKnowledge> = {
  Wheat: {
    en: 'Wheat',
    hi: 'गेहूँ',
    mr: 'गहू',
    dose: { n: 120, p2o5: 60, k2o: 40 },
    basis: t(
      'timely sown, irrigated; general national recommendation',
      'समय पर बोया गया, सिंचित; सामान्य राष्ट्रीय सिफ़ारिश',
      'वेळेवर पेरलेला, बागायती; सर्वसाधारण राष्ट्रीय शिफारस',
    ),
    splits: [
      split(SOWING, t('at sowing, drilled below the seed', 'बुवाई पर, बीज के नीचे ड्रिल से', 'पेरणीच्या वेळी, बियाण्याखाली पाभरीने'), 0.5, 1, 1),
      split(
        t('First irrigation (crown root initiation)', 'पहली सिंचाई (शीर्ष जड़ बनने की अवस्था)', 'पहिले पाणी (मुकुटमुळे फुटण्याची अवस्था)'),
        t('20–25 days after sowing', 'बुवाई के 20–25 दिन बाद', 'पेरणीनंतर 20–25 दिवसांनी'),
        0.5,
        0,
        0,
      ),
    ],
    source: 'iiwbrWheat',
    verification: 'recalled',
    recalledBecause:
      'No ICAR-IIWBR text with the dose was found in the stored copies searched offline; secondary pages give 120:60:40 or 150:60:40 kg/ha without naming the zone.',
    note: 'North-western plains use 150 kg N/ha.',
  },
  Barley: {
    en: 'Barley',
    hi: 'जौ',
    mr: 'सातू',
    perAcre: { n: 24, p2o5: 12, k2o: 6 },
    dose: fromAcre({ n: 24, p2o5: 12, k2o: 6 }),
    basis: t(
      'irrigated, six-row varieties (24-12-6 kg per acre)',
      'सिंचित, छह-कतार किस्में (24-12-6 किलो प्रति एकड़)',
      'बागायती, सहा-ओळी वाण (एकरी 24-12-6 किलो)',
    ),
    splits: [
      split(SOWING, t('at sowing', 'बुवाई पर', 'पेरणीच्या वेळी'), 0.5, 1, 1),
      split(
        t('After the first irrigation', 'पहली सिंचाई के बाद', 'पहिल्या पाण्यानंतर'),
        t('about 30 days after sowing', 'बुवाई के लगभग 30 दिन बाद', 'पेरणीनंतर सुमारे 30 दिवसांनी'),
        0.5,
        0,
        0,
      ),
    ],
    source: 'hauBarley',
    verification: 'checked',
    checkedAt:
      'https://emausamhau.com/cropdetailh.aspx?id=160 — सिंचित क्षेत्र, अन्य छः कतार वाली किस्में: N 24, P 12, K 6 kg/acre (re-read in issue 20)',
  },
  Paddy: {
    en: 'Paddy (rice)',
    hi: 'धान',
    mr: 'भात',
    dose: { n: 120, p2o5: 40, k2o: 40 },
    basis: t('transplanted, short-duration varieties', 'रोपाई वाला, कम अवधि की किस्में', 'पुनर्लागवड केलेले, कमी कालावधीचे वाण'),
    splits: [
      split(
        t('Basal, at last puddling', 'आधार खाद, अंतिम कदौ (पडलिंग) पर', 'पेरणीच्या वेळची मात्रा, शेवटच्या चिखलणीच्या वेळी'),
        t('before transplanting', 'रोपाई से पहले', 'पुनर्लागवडीपूर्वी'),
        0.25,
        1,
        0.25,
      ),
      split(
        t('Active tillering', 'सक्रिय कल्ले निकलना', 'जोमदार फुटवे येण्याची अवस्था'),
        t('35–40 days after sowing', 'बुवाई के 35–40 दिन बाद', 'पेरणीनंतर 35–40 दिवसांनी'),
        0.25,
        0,
        0.25,
      ),
      split(
        t('Panicle initiation', 'बाली बनना शुरू', 'लोंबी तयार होण्यास सुरुवात'),
        t('45–50 days after sowing', 'बुवाई के 45–50 दिन बाद', 'पेरणीनंतर 45–50 दिवसांनी'),
        0.25,
        0,
        0.25,
      ),
      split(
        t('Heading', 'बाली निकलना', 'लोंबी बाहेर पडणे'),
        t('70–75 days after sowing', 'बुवाई के 70–75 दिन बाद', 'पेरणीनंतर 70–75 दिवसांनी'),
        0.25,
        0,
        0.25,
      ),
    ],
    source: 'tnauRice',
    verification: 'checked',
    checkedAt:
      'http://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_tranpudlow_mainfield_nutrient_mgmt_inorganic.html — blanket recommendation: short duration, other tracts 120 40 40; medium and long 150 50 50; hybrid 175 60 60 (re-read in issue 20)',
    note: 'Medium and long duration varieties: 150:50:50 kg/ha; hybrids 175:60:60.',
  },
  Maize: {
    en: 'Maize',
    hi: 'मक्का',
    mr: 'मका',
    dose: { n: 135, p2o5: 62.5, k2o: 50 },
    basis: t('irrigated', 'सिंचित', 'बागायती'),
    splits: [
      split(SOWING, t('before sowing, in furrows', 'बुवाई से पहले, कूँड़ों में', 'पेरणीपूर्वी, सरीत'), 0.25, 1, 1),
      split(
        t('Knee-high stage', 'घुटने तक ऊँचाई', 'गुडघाभर उंचीची अवस्था'),
        t('25 days after sowing', 'बुवाई के 25 दिन बाद', 'पेरणीनंतर 25 दिवसांनी'),
        0.5,
        0,
        0,
      ),
      split(
        t('Before tasselling', 'नर मंजरी निकलने से पहले', 'तुरे येण्यापूर्वी'),
        t('45 days after sowing', 'बुवाई के 45 दिन बाद', 'पेरणीनंतर 45 दिवसांनी'),
        0.25,
        0,
        0,
      ),
    ],
    source: 'tnauMaize',
    verification: 'checked',
    note: 'Dose checked; the 25/45-day top dressing is the TNAU schedule as recalled. With Azospirillum seed and soil treatment TNAU cuts N by 25 %.',
  },
  Cotton: {
    en: 'Cotton',
    hi: 'कपास',
    mr: 'कापूस',
    dose: { n: 100, p2o5: 50, k2o: 50 },
    basis: t('black soil (Vertisol), central India', 'काली मिट्टी, मध्य भारत', 'काळी माती (व्हर्टिसोल), मध्य भारत'),
    splits: [
      split(SOWING, t('at sowing', 'बुवाई पर', 'पेरणीच्या वेळी'), 0.5, 1, 1),
      split(
        t('Square formation', 'कली (पुड़ी) बनना', 'पाते लागणे'),
        t('30–45 days after sowing', 'बुवाई के 30–45 दिन बाद', 'पेरणीनंतर 30–45 दिवसांनी'),
        0.5,
        0,
        0,
      ),
    ],
    source: 'pdkvCotton',
    verification: 'checked',
    note: 'Dose checked; the half-and-half N split is the usual state practice (recalled).',
  },
  'Ground Nuts': {
    en: 'Groundnut',
    hi: 'मूंगफली',
    mr: 'भुईमूग',
    dose: { n: 17, p2o5: 34, k2o: 54 },
    basis: t('irrigated', 'सिंचित', 'बागायती'),
    splits: [split(SOWING, t('all before sowing', 'पूरी मात्रा बुवाई से पहले', 'संपूर्ण मात्रा पेरणीपूर्वी'), 1, 1, 1)],
    legume: true,
    extras: [
      {
        product: 'gypsum',
        kgPerHa: 400,
        timing: t(
          '40–45 days after sowing, beside the plants, then earth up',
          'बुवाई के 40–45 दिन बाद, पौधों के पास डालकर मिट्टी चढ़ाएँ',
          'पेरणीनंतर 40–45 दिवसांनी, झाडांच्या बाजूला देऊन मातीची भर द्या',
        ),
        source: 'tnauGroundnut',
      },
    ],
    source: 'tnauGroundnut',
    verification: 'recalled',
    recalledBecause:
      'The TNAU groundnut nutrient-management page is stored without its NPK table (the gypsum rate and timing are on it); no TNAU crop production guide text with 17:34:54 was found offline.',
    note: 'Gypsum rate and timing checked; NPK recalled from the TNAU crop production guide (rainfed 10:10:45).',
  },
  Millets: {
    en: 'Millets (pearl millet)',
    hi: 'बाजरा (मोटे अनाज)',
    mr: 'बाजरी (भरडधान्ये)',
    dose: { n: 80, p2o5: 40, k2o: 40 },
    basis: t('pearl millet, irrigated or 750–1150 mm rain', 'बाजरा, सिंचित या 750–1150 मिमी वर्षा', 'बाजरी, बागायती किंवा 750–1150 मिमी पाऊस'),
    splits: [
      split(SOWING, t('at sowing', 'बुवाई पर', 'पेरणीच्या वेळी'), 0.5, 1, 1),
      split(
        t('Tillering', 'कल्ले निकलना', 'फुटवे येणे'),
        t('third to fourth week after sowing', 'बुवाई के तीसरे–चौथे सप्ताह', 'पेरणीनंतर तिसऱ्या–चौथ्या आठवड्यात'),
        0.5,
        0,
        0,
      ),
    ],
    source: 'pearlMillet',
    verification: 'recalled',
    recalledBecause:
      'The AICRP on Pearl Millet text was not found offline; HAU (Haryana) gives irrigated bajra 62.5-25-12 kg per acre and rainfed 16-8-0, state doses that do not confirm this general one.',
    note: 'N rate and split checked; P2O5 and K2O are the usual state figures.',
  },
  'Oil seeds': {
    en: 'Oilseeds (mustard)',
    hi: 'तिलहन (सरसों)',
    mr: 'तेलबिया (मोहरी)',
    dose: { n: 80, p2o5: 40, k2o: 40 },
    basis: t('Indian mustard, irrigated; plus 40 kg sulphur', 'सरसों, सिंचित; साथ में 40 किलो गंधक', 'मोहरी, बागायती; सोबत 40 किलो गंधक'),
    splits: [
      split(SOWING, t('at sowing', 'बुवाई पर', 'पेरणीच्या वेळी'), 0.5, 1, 1),
      split(
        t('First irrigation', 'पहली सिंचाई', 'पहिले पाणी'),
        t('25–30 days after sowing', 'बुवाई के 25–30 दिन बाद', 'पेरणीनंतर 25–30 दिवसांनी'),
        0.5,
        0,
        0,
      ),
    ],
    sulphurKgPerHa: 40,
    source: 'drmrMustard',
    verification: 'recalled',
    recalledBecause:
      'No DRMR package text with the dose was found offline; HAU gives irrigated raya 32-12-8 kg per acre (80:30:20 kg/ha), a state dose that does not confirm this general one.',
  },
  Pulses: {
    en: 'Pulses',
    hi: 'दलहन',
    mr: 'कडधान्ये',
    dose: { n: 25, p2o5: 50, k2o: 25 },
    basis: t('irrigated; plus 20 kg sulphur', 'सिंचित; साथ में 20 किलो गंधक', 'बागायती; सोबत 20 किलो गंधक'),
    splits: [split(SOWING, t('all before sowing', 'पूरी मात्रा बुवाई से पहले', 'संपूर्ण मात्रा पेरणीपूर्वी'), 1, 1, 1)],
    legume: true,
    sulphurKgPerHa: 20,
    source: 'tnauPulses',
    verification: 'checked',
    note: 'Rainfed: half of this dose.',
  },
  Sugarcane: {
    en: 'Sugarcane',
    hi: 'गन्ना',
    mr: 'ऊस',
    dose: { n: 275, p2o5: 62.5, k2o: 112.5 },
    basis: t('coastal and canal irrigated areas', 'तटीय और नहर सिंचित क्षेत्र', 'किनारपट्टी व कालवा बागायती क्षेत्र'),
    splits: [
      split(
        t('At planting (basal)', 'रोपाई के समय (आधार खाद)', 'लागवडीच्या वेळी (पेरणीच्या वेळची मात्रा)'),
        t('in the furrows before planting setts', 'गुल्ली लगाने से पहले कूँड़ों में', 'टिपऱ्या लावण्यापूर्वी सरीत'),
        0,
        1,
        0,
      ),
      split(
        t('First top dressing', 'पहली ऊपरी खाद', 'पहिले वरखत'),
        t('30 days after planting', 'रोपाई के 30 दिन बाद', 'लागवडीनंतर 30 दिवसांनी'),
        THIRD,
        0,
        THIRD,
      ),
      split(
        t('Second top dressing', 'दूसरी ऊपरी खाद', 'दुसरे वरखत'),
        t('60 days after planting', 'रोपाई के 60 दिन बाद', 'लागवडीनंतर 60 दिवसांनी'),
        THIRD,
        0,
        THIRD,
      ),
      split(
        t('Third top dressing', 'तीसरी ऊपरी खाद', 'तिसरे वरखत'),
        t('90 days after planting', 'रोपाई के 90 दिन बाद', 'लागवडीनंतर 90 दिवसांनी'),
        THIRD,
        0,
        THIRD,
      ),
    ],
    source: 'tnauSugarcane',
    verification: 'checked',
    note: 'Dose checked (well-irrigated areas 225 kg N; sub-tropical states use less); the three equal N and K splits are the TNAU schedule as recalled.',
  },
  Tobacco: {
    en: 'Tobacco (FCV)',
    hi: 'तंबाकू (एफसीवी)',
    mr: 'तंबाखू (एफसीव्ही)',
    dose: { n: 60, p2o5: 60, k2o: 60 },
    basis: t('FCV tobacco on light soils', 'हल्की मिट्टी में एफसीवी तंबाकू', 'हलक्या जमिनीतील एफसीव्ही तंबाखू'),
    splits: [
      split(
        t('At planting', 'रोपाई के समय', 'लागवडीच्या वेळी'),
        t(
          'in the plant row, about 10 days after planting',
          'पौध कतार में, रोपाई के लगभग 10 दिन बाद',
          'झाडांच्या ओळीत, लागवडीनंतर सुमारे 10 दिवसांनी',
        ),
        0.5,
        1,
        0.5,
      ),
      split(
        t('Top dressing', 'ऊपरी खाद', 'वरखत'),
        t('25–30 days after planting', 'रोपाई के 25–30 दिन बाद', 'लागवडीनंतर 25–30 दिवसांनी'),
        0.5,
        0,
        0.5,
      ),
    ],
    potash: 'SOP',
    bySoil: {
      Black: {
        dose: { n: 45, p2o5: 25, k2o: 25 },
        basis: t(
          'FCV tobacco on black soil, grown on stored moisture',
          'काली मिट्टी में संचित नमी पर एफसीवी तंबाकू',
          'काळ्या जमिनीत साठवलेल्या ओलाव्यावर घेतलेली एफसीव्ही तंबाखू',
        ),
        splits: [
          split(
            t('At planting', 'रोपाई के समय', 'लागवडीच्या वेळी'),
            t('all at planting, in the plant row', 'पूरी मात्रा रोपाई पर, पौध कतार में', 'संपूर्ण मात्रा लागवडीच्या वेळी, झाडांच्या ओळीत'),
            1,
            1,
            1,
          ),
        ],
      },
      Clayey: {
        dose: { n: 45, p2o5: 25, k2o: 25 },
        basis: t(
          'FCV tobacco on heavy soil, grown on stored moisture',
          'भारी मिट्टी में संचित नमी पर एफसीवी तंबाकू',
          'भारी जमिनीत साठवलेल्या ओलाव्यावर घेतलेली एफसीव्ही तंबाखू',
        ),
        splits: [
          split(
            t('At planting', 'रोपाई के समय', 'लागवडीच्या वेळी'),
            t('all at planting, in the plant row', 'पूरी मात्रा रोपाई पर, पौध कतार में', 'संपूर्ण मात्रा लागवडीच्या वेळी, झाडांच्या ओळीत'),
            1,
            1,
            1,
          ),
        ],
      },
    },
    source: 'ctriTobacco',
    verification: 'checked',
    checkedAt:
      'https://scribd.com/document/523852368/agronomy — CTRI Table 1, crop production practices for FCV tobacco in India: southern light soils 60:60:60, Andhra Pradesh black soils 45:25:25 kg N:P2O5:K2O/ha (re-read in issue 20)',
    note: 'Doses checked; the two-way split on light soils is a simplification of CTRI split schedules.',
  },
  coffee: {
    en: 'Coffee (arabica, bearing)',
    hi: 'कॉफ़ी (अरेबिका, फलदार)',
    mr: 'कॉफी (अरेबिका, फळधारणा करणारी)',
    dose: { n: 120, p2o5: 90, k2o: 120 },
    basis: t(
      'mature arabica yielding about 1 t/ha; per year',
      'लगभग 1 टन/हेक्टेयर उपज वाली अरेबिका; प्रति वर्ष',
      'हेक्टरी सुमारे 1 टन उत्पादन देणारी पूर्ण वाढलेली अरेबिका; दरवर्षी',
    ),
    perennial: true,
    splits: [
      split(t('Pre-blossom', 'फूल आने से पहले', 'फुलोऱ्यापूर्वी'), t('February–March', 'फ़रवरी–मार्च', 'फेब्रुवारी–मार्च'), 0.25, 0.5, 0.5),
      split(t('Pre-monsoon', 'मानसून से पहले', 'पावसाळ्यापूर्वी'), t('May', 'मई', 'मे'), 0.25, 0, 0),
      split(t('Mid-monsoon', 'मानसून के बीच', 'पावसाळ्याच्या मध्यात'), t('August–September', 'अगस्त–सितंबर', 'ऑगस्ट–सप्टेंबर'), 0.25, 0, 0),
      split(t('Post-monsoon', 'मानसून के बाद', 'पावसाळ्यानंतर'), t('October–November', 'अक्टूबर–नवंबर', 'ऑक्टोबर–नोव्हेंबर'), 0.25, 0.5, 0.5),
    ],
    source: 'coffeeBoard',
    verification: 'recalled',
    recalledBecause: 'No Coffee Board Coffee Guide text with the dose was found in the stored copies searched offline.',
  },
  kidneybeans: {
    en: 'Kidney beans (rajmash)',
    hi: 'राजमा',
    mr: 'राजमा',
    dose: { n: 120, p2o5: 60, k2o: 40 },
    basis: t('northern plains, irrigated', 'उत्तरी मैदान, सिंचित', 'उत्तरेकडील मैदानी प्रदेश, बागायती'),
    splits: [
      split(SOWING, t('at sowing', 'बुवाई पर', 'पेरणीच्या वेळी'), 0.5, 1, 1),
      split(
        t('First irrigation', 'पहली सिंचाई', 'पहिले पाणी'),
        t('25–30 days after sowing', 'बुवाई के 25–30 दिन बाद', 'पेरणीनंतर 25–30 दिवसांनी'),
        0.5,
        0,
        0,
      ),
    ],
    legume: true,
    source: 'iiprRajmash',
    verification: 'recalled',
    recalledBecause: 'No ICAR-IIPR rajmash production-technology text was found in the stored copies searched offline.',
  },
  orange: {
    en: 'Orange (Nagpur mandarin)',
    hi: 'संतरा (नागपुरी)',
    mr: 'संत्री (नागपुरी)',
    dose: orange.dose,
    perPlant: orange.perPlant,
    basis: t(
      'from the fourth year; 600-200-100 g per plant at 6 × 6 m (278 plants/ha)',
      'चौथे वर्ष से; 6 × 6 मी पर 600-200-100 ग्राम प्रति पौधा (278 पौधे/हेक्टेयर)',
      'चौथ्या वर्षापासून; 6 × 6 मी अंतरावर प्रति झाड 600-200-100 ग्रॅम (हेक्टरी 278 झाडे)',
    ),
    perennial: true,
    splits: [
      split(t('Spring flush', 'बसंत की नई बढ़वार', 'वसंतातील नवीन फूट'), t('March–April', 'मार्च–अप्रैल', 'मार्च–एप्रिल'), THIRD, 0, 0),
      split(t('Early monsoon', 'मानसून की शुरुआत', 'पावसाळ्याची सुरुवात'), t('July–August', 'जुलाई–अगस्त', 'जुलै–ऑगस्ट'), THIRD, 0.5, 1),
      split(t('Post-monsoon', 'मानसून के बाद', 'पावसाळ्यानंतर'), t('October–November', 'अक्टूबर–नवंबर', 'ऑक्टोबर–नोव्हेंबर'), THIRD, 0.5, 0),
    ],
    source: 'ccriMandarin',
    verification: 'checked',
    note: 'Schedule for the ambia crop; for the mrig crop potassium goes in November.',
  },
  pomegranate: {
    en: 'Pomegranate',
    hi: 'अनार',
    mr: 'डाळिंब',
    dose: pomegranate.dose,
    perPlant: pomegranate.perPlant,
    basis: t(
      'bearing trees; 625-250-250 g per plant at 4.5 × 3 m (741 plants/ha)',
      'फलदार पेड़; 4.5 × 3 मी पर 625-250-250 ग्राम प्रति पौधा (741 पौधे/हेक्टेयर)',
      'फळधारणा करणारी झाडे; 4.5 × 3 मी अंतरावर प्रति झाड 625-250-250 ग्रॅम (हेक्टरी 741 झाडे)',
    ),
    perennial: true,
    splits: [
      split(
        t('At bahar (after the rest period)', 'बहार लेते समय (विश्राम के बाद)', 'बहार धरताना (विश्रांतीनंतर)'),
        t('with the first irrigation of the bahar', 'बहार की पहली सिंचाई के साथ', 'बहाराच्या पहिल्या पाण्यासोबत'),
        0.5,
        1,
        1,
      ),
      split(t('Top dressing', 'ऊपरी खाद', 'वरखत'), t('3–4 weeks later', '3–4 सप्ताह बाद', '3–4 आठवड्यांनंतर'), 0.5, 0, 0),
    ],
    source: 'nrcpPomegranate',
    verification: 'recalled',
    recalledBecause: 'No ICAR-NRC Pomegranate package text with the dose was found in the stored copies searched offline.',
  },
  watermelon: {
    en: 'Watermelon',
    hi: 'तरबूज',
    mr: 'कलिंगड',
    perAcre: { n: 20, p2o5: 10, k2o: 10 },
    dose: fromAcre({ n: 20, p2o5: 10, k2o: 10 }),
    basis: t('20-10-10 kg per acre', '20-10-10 किलो प्रति एकड़', 'एकरी 20-10-10 किलो'),
    splits: [
      split(SOWING, t('at sowing', 'बुवाई पर', 'पेरणीच्या वेळी'), THIRD, 1, 1),
      split(
        t('First top dressing', 'पहली ऊपरी खाद', 'पहिले वरखत'),
        t('30 days after sowing, then earth up', 'बुवाई के 30 दिन बाद, फिर मिट्टी चढ़ाएँ', 'पेरणीनंतर 30 दिवसांनी, नंतर मातीची भर द्या'),
        THIRD,
        0,
        0,
      ),
      split(
        t('Second top dressing', 'दूसरी ऊपरी खाद', 'दुसरे वरखत'),
        t('45 days after sowing', 'बुवाई के 45 दिन बाद', 'पेरणीनंतर 45 दिवसांनी'),
        THIRD,
        0,
        0,
      ),
    ],
    source: 'hauWatermelon',
    verification: 'checked',
  },
};

/** Spec crop names that name the same crop. */
export const CROP_ALIASES: Record<string, keyof typeof CROPS> = { rice: 'Paddy' };
