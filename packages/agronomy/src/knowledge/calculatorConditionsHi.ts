/**
 * The Hindi of every dose condition of the nutrient calculator (knowledge/calculatorDoses.ts), keyed by the
 * English condition exactly as the table writes it (issue 37: the calculator's Hindi lines carried the
 * condition in English). `d(...)` in calculatorDoses.ts attaches it to each dose as `conditionHi`.
 *
 * Conventions, as in the product's other Hindi texts: the calculator's short units (किग्रा, किग्रा/हे,
 * ग्राम, मिमी), the product's words for the fertilizers (यूरिया, एसएसपी, एमओपी, जिप्सम, बोरेक्स, जिंक
 * सल्फेट, गंधक) and for the land (सिंचित, असिंचित, रोपाई वाला, संकर किस्में, ऊसर); every number in the
 * same order as the English; N, P, K and the formulae (N-P2O5-K2O, K2O, MgSO4) and variety codes (Co 86032)
 * kept as written. Local names of seasons and crops (aman, boro, kuruvai, samba, adsali, …) are
 * transliterated. Test: calculatorConditionsHi.test.ts.
 */
export const CALCULATOR_CONDITIONS_HI: Readonly<Record<string, string>> = {
  // Varieties, land and water
  irrigated: 'सिंचित',
  rainfed: 'असिंचित',
  transplanted: 'रोपाई वाला',
  intercrop: 'अंतरवर्ती फसल',
  hills: 'पहाड़ी क्षेत्र',
  plains: 'मैदानी क्षेत्र',
  uplands: 'ऊँची भूमि',
  'plant crop': 'नई बोई गई फसल (पेड़ी नहीं)',
  'grain sorghum': 'दाने वाली ज्वार',
  'rice fallow': 'धान के बाद खाली (परती) खेत में',
  'residual moisture': 'बची हुई नमी पर',
  'high-yielding varieties': 'अधिक उपज देने वाली किस्में',
  'irrigated hybrids': 'सिंचित संकर किस्में',
  'irrigated valleys': 'सिंचित घाटियाँ',
  'rainfed hills': 'असिंचित पहाड़ी क्षेत्र',
  'irrigated, transplanted': 'सिंचित, रोपाई वाली',
  'timely sown, irrigated': 'समय पर बोया गया, सिंचित',
  'timely sown, irrigated (general recommendation)': 'समय पर बोया गया, सिंचित (सामान्य सिफ़ारिश)',
  'hybrids and composites, high-rainfall areas': 'संकर और संकुल किस्में, अधिक वर्षा वाले क्षेत्र',
  'hybrids and composites, low-rainfall areas': 'संकर और संकुल किस्में, कम वर्षा वाले क्षेत्र',
  'high-yielding varieties, transplanted': 'अधिक उपज देने वाली किस्में, रोपाई वाला',
  'transplanted, high-yielding varieties': 'रोपाई वाला, अधिक उपज देने वाली किस्में',
  'transplanted, medium duration': 'रोपाई वाला, मध्यम अवधि',
  'medium-duration high-yielding varieties': 'मध्यम अवधि की अधिक उपज देने वाली किस्में',
  'medium land, transplanted': 'मध्यम भूमि, रोपाई वाला',
  'rainfed upland or medium land': 'असिंचित ऊँची या मध्यम भूमि',
  'upland or terraced': 'ऊँची भूमि या सीढ़ीदार खेत',
  'terraced or valley lowland': 'सीढ़ीदार खेत या घाटी की निचली भूमि',
  'valley lowland, high-yielding varieties': 'घाटी की निचली भूमि, अधिक उपज देने वाली किस्में',
  'medium and high fertility land': 'मध्यम और अधिक उर्वरता वाली भूमि',
  'dry-season rice, irrigated': 'सूखे मौसम का धान, सिंचित',
  'coastal saline soil, salt-tolerant varieties': 'तटीय लवणीय मिट्टी, लवण-सहनशील किस्में',
  'black soil (Vertisol), central India': 'काली मिट्टी (वर्टिसोल), मध्य भारत',
  'after kharif rice or maize': 'खरीफ धान या मक्का के बाद',
  'winter maize, hybrids': 'शीतकालीन मक्का, संकर किस्में',
  'winter irrigated, varieties': 'शीतकालीन सिंचित, किस्में (संकर नहीं)',
  'rabi sorghum, rainfed': 'रबी ज्वार, असिंचित',
  'irrigated or 750–1150 mm rain': 'सिंचित या 750–1150 मिमी वर्षा',
  'rainfed, below 750 mm rain': 'असिंचित, 750 मिमी से कम वर्षा',
  'coastal and canal-irrigated areas': 'तटीय और नहर सिंचित क्षेत्र',
  'delta, all P and K basal': 'डेल्टा, पूरा P और K आधार खाद के रूप में',

  // Cotton, tobacco, groundnut
  'Bt hybrids, rainfed': 'बीटी संकर किस्में, असिंचित',
  'Bt hybrids, irrigated (north zone)': 'बीटी संकर किस्में, सिंचित (उत्तरी क्षेत्र)',
  'Bt hybrids, rainfed (central and south zones)': 'बीटी संकर किस्में, असिंचित (मध्य और दक्षिणी क्षेत्र)',
  'FCV tobacco, black soils': 'एफसीवी तंबाकू, काली मिट्टी',
  'Saurashtra, bunch types, rainfed': 'सौराष्ट्र, गुच्छेदार किस्में, असिंचित',

  // Rice seasons and local names
  'sali (winter) rice, high-yielding varieties': 'साली (शीतकालीन) धान, अधिक उपज देने वाली किस्में',
  'ahu (autumn) rice': 'आहु (शरदकालीन) धान',
  'boro, irrigated': 'बोरो, सिंचित',
  'aman, high-yielding varieties': 'अमन, अधिक उपज देने वाली किस्में',
  'aman, rainfed lowland or upland': 'अमन, असिंचित निचली या ऊँची भूमि',
  'aman, rainfed lowland, coastal saline': 'अमन, असिंचित निचली भूमि, तटीय लवणीय',
  'short-duration varieties (kuruvai), Cauvery delta': 'कम अवधि की किस्में (कुरुवई), कावेरी डेल्टा',
  'medium and long-duration varieties (samba, thaladi)': 'मध्यम और लंबी अवधि की किस्में (सांबा, थालडी)',
  'short-duration varieties, tracts other than Cauvery delta and Coimbatore': 'कम अवधि की किस्में, कावेरी डेल्टा और कोयंबटूर के अलावा अन्य क्षेत्र',
  'wetland, medium-duration high-yielding varieties (virippu)': 'धान की गीली भूमि, मध्यम अवधि की अधिक उपज देने वाली किस्में (विरिप्पु)',
  'wetland, short-duration high-yielding varieties (mundakan)': 'धान की गीली भूमि, कम अवधि की अधिक उपज देने वाली किस्में (मुंडकन)',
  'Kuttanad (puncha), medium-duration varieties': 'कुट्टनाड (पुंजा), मध्यम अवधि की किस्में',
  'tossa (olitorius) jute, medium and high fertility land': 'टोसा (ओलिटोरियस) पटसन, मध्यम और अधिक उर्वरता वाली भूमि',
  'nagli, rainfed': 'नागली, असिंचित',

  // Places
  'Kashmir valley, high-yielding varieties': 'कश्मीर घाटी, अधिक उपज देने वाली किस्में',
  'brown sarson, Kashmir valley': 'भूरी सरसों, कश्मीर घाटी',
  'Jammu plains, basmati': 'जम्मू के मैदानी क्षेत्र, बासमती',
  'Jammu plains, irrigated': 'जम्मू के मैदानी क्षेत्र, सिंचित',
  'plant crop, subtropical India': 'नई बोई गई फसल (पेड़ी नहीं), उपोष्ण भारत',
  'transplanted (Bhandara, Gondia)': 'रोपाई वाला (भंडारा, गोंदिया)',
  'Pandalam and Thiruvalla areas': 'पंडालम और तिरुवल्ला क्षेत्र',
  'Chittoor area (Palakkad)': 'चित्तूर क्षेत्र (पालक्काड)',
  'Nilgiris hills': 'नीलगिरि की पहाड़ियाँ',
  'south Gujarat': 'दक्षिण गुजरात',
  'north Gujarat': 'उत्तर गुजरात',
  'irrigated hybrids, north Gujarat; N in three splits': 'सिंचित संकर किस्में, उत्तर गुजरात; N तीन किस्तों में',

  // Sodic soils, sulphur and micronutrients named in the dose
  'reclaimed sodic soil': 'सुधारी गई ऊसर (सोडिक) मिट्टी',
  'reclaimed sodic soil (gypsum applied); add 25 kg zinc sulphate':
    'सुधारी गई ऊसर (सोडिक) मिट्टी (जिप्सम डाला गया); साथ में 25 किग्रा जिंक सल्फेट डालें',
  'add 10 kg borax/ha': 'साथ में 10 किग्रा बोरेक्स/हे डालें',
  'irrigated; add 40 kg S/ha': 'सिंचित; साथ में 40 किग्रा गंधक/हे डालें',
  'irrigated; add 20 kg S/ha': 'सिंचित; साथ में 20 किग्रा गंधक/हे डालें',
  'starter N; add 20 kg S/ha': 'शुरुआती (स्टार्टर) N; साथ में 20 किग्रा गंधक/हे डालें',
  'irrigated; gypsum 400 kg/ha at 40–45 days': 'सिंचित; जिप्सम 400 किग्रा/हे, 40–45 दिन पर',

  // Doses published per acre (kg N-P2O5-K2O per acre, or products per acre)
  'transplanted, non-basmati; P only if wheat had none, K on soils low in K':
    'रोपाई वाला, गैर-बासमती; P केवल तब, जब गेहूँ को न दिया गया हो; K केवल K की कमी वाली मिट्टी में',
  'timely sown, irrigated; K on soils low in K (50-25-12 kg per acre)':
    'समय पर बोया गया, सिंचित; K केवल K की कमी वाली मिट्टी में (50-25-12 किग्रा प्रति एकड़)',
  'transplanted, dwarf medium, medium-short duration and hybrid varieties (60-24-24 kg per acre)':
    'रोपाई वाला, बौनी मध्यम, मध्यम-कम अवधि और संकर किस्में (60-24-24 किग्रा प्रति एकड़)',
  'dwarf varieties, timely sown, irrigated (60-24-12 kg per acre)': 'बौनी किस्में, समय पर बोया गया, सिंचित (60-24-12 किग्रा प्रति एकड़)',
  'irrigated (62.5-25-12 kg per acre; K on soils low or medium in K)':
    'सिंचित (62.5-25-12 किग्रा प्रति एकड़; K केवल उस मिट्टी में जिसमें K कम या मध्यम हो)',
  'raya, irrigated (32-12-8 kg per acre)': 'राया, सिंचित (32-12-8 किग्रा प्रति एकड़)',
  'rainfed (16-8-0 kg per acre)': 'असिंचित (16-8-0 किग्रा प्रति एकड़)',
  'toria, sarson and raya, rainfed (16-8-0 kg per acre)': 'तोरिया, सरसों और राया, असिंचित (16-8-0 किग्रा प्रति एकड़)',
  'irrigated (32-16-12 kg per acre)': 'सिंचित (32-16-12 किग्रा प्रति एकड़)',
  'rainfed (24-12-8 kg per acre)': 'असिंचित (24-12-8 किग्रा प्रति एकड़)',
  'kharif (40-20-16 kg per acre; rabi 48-24-20)': 'खरीफ (40-20-16 किग्रा प्रति एकड़; रबी 48-24-20)',
  'urea 20 + SSP 100 + MOP 30 kg per acre (9.2-16-18 kg N-P2O5-K2O)':
    'यूरिया 20 + एसएसपी 100 + एमओपी 30 किग्रा प्रति एकड़ (9.2-16-18 किग्रा N-P2O5-K2O)',
  'irrigated; urea 20 + SSP 100 + MOP 30 kg per acre, as in kharif': 'सिंचित; यूरिया 20 + एसएसपी 100 + एमओपी 30 किग्रा प्रति एकड़, खरीफ की तरह',
  '8-20-0 kg per acre; as an intercrop each crop is fertilised for its own rows':
    '8-20-0 किग्रा प्रति एकड़; अंतरवर्ती फसल में हर फसल को उसकी अपनी कतारों के हिसाब से खाद दें',
  'basal 25:60:18 and five top dressings of 25 kg N + 18 kg K2O': 'आधार खाद 25:60:18 और पाँच ऊपरी खाद, हर बार 25 किग्रा N + 18 किग्रा K2O',

  // Sugarcane seasons of Maharashtra
  'suru (January–February planting)': 'सुरू (जनवरी–फरवरी बुवाई)',
  'pre-seasonal (October–November planting)': 'पूर्व-हंगामी (अक्टूबर–नवंबर बुवाई)',
  'adsali (July–August planting, 18 months); Co 86032: 500:200:200': 'आडसाली (जुलाई–अगस्त बुवाई, 18 महीने); Co 86032: 500:200:200',

  // Palms: grams per palm (tree) a year, and palms per hectare
  'from the 5th year, 560-320-1200 g per tree, 175 palms/ha': '5वें वर्ष से, 560-320-1200 ग्राम प्रति पेड़, 175 पेड़/हेक्टेयर',
  'bearing palms, 500-320-1200 g per palm, 175 palms/ha': 'फलदार पेड़, 500-320-1200 ग्राम प्रति पेड़, 175 पेड़/हेक्टेयर',
  'bearing palms, 100-40-140 g per palm, 1350 palms/ha': 'फलदार पेड़, 100-40-140 ग्राम प्रति पेड़, 1350 पेड़/हेक्टेयर',
  'good management, 500-320-1200 g per palm, 175 palms/ha': 'अच्छा प्रबंधन, 500-320-1200 ग्राम प्रति पेड़, 175 पेड़/हेक्टेयर',
  'average management, 340-170-680 g per palm, 175 palms/ha': 'औसत प्रबंधन, 340-170-680 ग्राम प्रति पेड़, 175 पेड़/हेक्टेयर',
  'reclaimed clayey soils of Kuttanad, 250-350-900 g per palm, 175 palms/ha':
    'कुट्टनाड की सुधारी गई चिकनी मिट्टी, 250-350-900 ग्राम प्रति पेड़, 175 पेड़/हेक्टेयर',
  'sandy soils of Onattukara, 500-300-1000 g per palm with 500 g MgSO4, 175 palms/ha':
    'ओणाट्टुकरा की रेतीली मिट्टी, 500-300-1000 ग्राम प्रति पेड़ और साथ में 500 ग्राम MgSO4 (मैग्नीशियम सल्फेट), 175 पेड़/हेक्टेयर',
};

/** The Hindi of a dose condition; undefined when the table has none for it (the test forbids that). */
export function calculatorConditionHi(condition: string): string | undefined {
  return Object.hasOwn(CALCULATOR_CONDITIONS_HI, condition) ? CALCULATOR_CONDITIONS_HI[condition] : undefined;
}
