/**
 * Every publication the knowledge base cites. Data entries refer to these by id; the advice lists
 * the ones it used at the end.
 *
 * `verification` says how the figure that cites the source was checked while writing this file:
 * - 'checked': the figure was read from the cited page or document (or a verbatim reproduction of it);
 * - 'standard': a textbook definition or method reference, not a recommendation that varies;
 * - 'recalled': the figure is the one commonly quoted from that publication; check it against the
 *   current edition before relying on it for a region;
 * - 'judgement': an operational threshold chosen for this app, with the principle from the source.
 */
export type Verification = 'checked' | 'standard' | 'recalled' | 'judgement';

export interface Source {
  /** Full citation, in English as published. */
  citation: string;
  /** Short name for the Hindi answer (Devanagari; publication titles may stay as they are). */
  hi: string;
  url?: string;
}

export const SOURCES = {
  methodsManual: {
    citation:
      'Methods Manual: Soil Testing in India. Department of Agriculture & Cooperation, Ministry of Agriculture, Government of India, New Delhi (2011). Used by the Soil Health Card scheme (DAC&FW).',
    hi: 'मृदा परीक्षण विधि पुस्तिका (Methods Manual: Soil Testing in India), कृषि एवं सहकारिता विभाग, भारत सरकार, 2011',
  },
  muhr1965: {
    citation:
      'Muhr, G.R., Datta, N.P., Sankarasubramoney, H., Leley, V.K. & Donahue, R.L. (1965). Soil Testing in India, 2nd ed. USAID, New Delhi.',
    hi: 'मुहर एवं सहयोगी (1965), Soil Testing in India — मिट्टी जाँच की कम/मध्यम/अधिक श्रेणियाँ',
  },
  subbiahAsija1956: {
    citation:
      'Subbiah, B.V. & Asija, G.L. (1956). A rapid procedure for the estimation of available nitrogen in soils. Current Science 25: 259–260 (alkaline KMnO4 method).',
    hi: 'सुब्बैया एवं असीजा (1956), उपलब्ध नाइट्रोजन की क्षारीय परमैंगनेट विधि',
  },
  olsen1954: {
    citation:
      'Olsen, S.R., Cole, C.V., Watanabe, F.S. & Dean, L.A. (1954). Estimation of available phosphorus in soils by extraction with sodium bicarbonate. USDA Circular 939.',
    hi: 'ओल्सन एवं सहयोगी (1954), उपलब्ध फॉस्फोरस की सोडियम बाइकार्बोनेट विधि',
  },
  walkleyBlack1934: {
    citation:
      'Walkley, A. & Black, I.A. (1934). An examination of the Degtjareff method for determining soil organic matter. Soil Science 37: 29–38.',
    hi: 'वॉकले एवं ब्लैक (1934), जैविक कार्बन की विधि',
  },
  lindsayNorvell1978: {
    citation:
      'Lindsay, W.L. & Norvell, W.A. (1978). Development of a DTPA soil test for zinc, iron, manganese, and copper. Soil Science Society of America Journal 42: 421–428.',
    hi: 'लिंडसे एवं नॉरवेल (1978), सूक्ष्म पोषक तत्वों की DTPA जाँच',
  },
  richards1954: {
    citation:
      'Richards, L.A. (ed.) (1954). Diagnosis and Improvement of Saline and Alkali Soils. USDA Agriculture Handbook No. 60. U.S. Salinity Laboratory.',
    hi: 'रिचर्ड्स (1954), लवणीय एवं क्षारीय मिट्टी की पहचान और सुधार, USDA हैंडबुक 60',
  },
  fco1985: {
    citation:
      'The Fertiliser (Control) Order, 1985 (as amended), Schedule I: specifications of fertilisers. Ministry of Agriculture, Government of India.',
    hi: 'उर्वरक (नियंत्रण) आदेश, 1985 — उर्वरकों के मानक',
  },
  fao2006: {
    citation:
      'Roy, R.N., Finck, A., Blair, G.J. & Tandon, H.L.S. (2006). Plant nutrition for food security: a guide for integrated nutrient management. FAO Fertilizer and Plant Nutrition Bulletin 16, Rome.',
    hi: 'एफएओ (2006), खाद्य सुरक्षा के लिए पौध पोषण, उर्वरक बुलेटिन 16',
  },
  acre: {
    citation: 'International yard and pound agreement (1959): 1 acre = 4046.8564224 m² = 0.4047 ha.',
    hi: 'अंतरराष्ट्रीय माप (1959): 1 एकड़ = 0.4047 हेक्टेयर',
  },
  ratingAdjustment: {
    citation:
      'Soil-test-rating approach to fertiliser recommendation (general recommended dose raised for Low and lowered for High soil test, after Muhr et al. 1965), as applied by state soil testing laboratories and described in the Methods Manual: Soil Testing in India (DAC, 2011). The ±25 % step is the common one; some states use other steps.',
    hi: 'मिट्टी जाँच रेटिंग पर आधारित खाद मात्रा (कम पर 25 % अधिक, अधिक पर 25 % कम), राज्य मृदा परीक्षण प्रयोगशालाओं की पद्धति',
  },
  iiwbrWheat: {
    citation:
      'ICAR-Indian Institute of Wheat and Barley Research (IIWBR), Karnal: package of practices for timely sown irrigated wheat (general national recommendation 120 kg N, 60 kg P2O5, 40 kg K2O per ha; 150 kg N in the north-western plains).',
    hi: 'भाकृअनुप-भारतीय गेहूँ एवं जौ अनुसंधान संस्थान, करनाल — समय पर बोए सिंचित गेहूँ की सिफ़ारिश',
  },
  hauBarley: {
    citation:
      'CCS Haryana Agricultural University, Hisar: package of practices, barley (irrigated, six-row varieties: 24 kg N, 12 kg P2O5, 6 kg K2O per acre; half N and all P, K at sowing).',
    hi: 'चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय, हिसार — जौ की खेती (सिंचित)',
    url: 'https://emausamhau.com/cropdetailh.aspx?id=160',
  },
  hauWatermelon: {
    citation:
      'CCS Haryana Agricultural University, Hisar: package of practices, watermelon (20 kg N, 10 kg P2O5, 10 kg K2O per acre; one third N with all P, K at sowing, the rest at 30 and 45 days).',
    hi: 'चौधरी चरण सिंह हरियाणा कृषि विश्वविद्यालय, हिसार — तरबूज की खेती',
    url: 'https://emausamhau.com/cropdetailh.aspx?id=3992',
  },
  tnauRice: {
    citation:
      'TNAU Agritech Portal, Tamil Nadu Agricultural University: Crop Production — Rice, transplanted puddled lowland rice, nutrient management (blanket recommendation; N and K in four equal splits).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — धान का पोषक तत्व प्रबंधन',
    url: 'https://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_tranpudlow_mainfield_nutrient_mgmt_inorganic.html',
  },
  tnauMaize: {
    citation: 'TNAU Agritech Portal: Crop Production — Maize, irrigated maize, application of fertilizer (blanket 135:62.5:50 kg NPK/ha).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — सिंचित मक्का में खाद',
    url: 'https://agritech.tnau.ac.in/agriculture/millets_maize_irrigated_maize_fertilizer.html',
  },
  tnauSugarcane: {
    citation:
      'TNAU Agritech Portal: Expert System for Sugarcane — nutrient management (coastal and canal irrigated areas 275:62.5:112.5 kg NPK/ha).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — गन्ना विशेषज्ञ प्रणाली, पोषक तत्व प्रबंधन',
    url: 'https://agritech.tnau.ac.in/expert_system/sugar/nutrientmanagement.html',
  },
  tnauPulses: {
    citation:
      'TNAU Agritech Portal: Nutrient Management — Blackgram (irrigated: 25 kg N + 50 kg P2O5 + 25 kg K2O + 20 kg S per ha, basal; biofertiliser rates).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — उड़द/दलहन का पोषक तत्व प्रबंधन',
    url: 'https://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_blackgram.html',
  },
  tnauGroundnut: {
    citation:
      'TNAU Agritech Portal: Nutrient Management — Groundnut (gypsum 400 kg/ha on day 40–45; ZnSO4 25 kg/ha; borax 10 kg/ha; Rhizobium and phosphobacteria rates). NPK 17:34:54 kg/ha for irrigated groundnut from the TNAU crop production guide.',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) एग्रीटेक पोर्टल — मूंगफली का पोषक तत्व प्रबंधन',
    url: 'http://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_groundnut.html',
  },
  tnauMicronutrients: {
    citation:
      'TNAU Agritech Portal: Crop Production — Rice, dry seeded unpuddled lowland rice, fertilizer (ZnSO4 25 kg/ha on Zn-deficient soil; FeSO4 50 kg/ha on Fe-deficient soil; foliar 0.5 % ZnSO4, 1 % FeSO4 + 0.1 % citric acid).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — जिंक व आयरन की कमी का सुधार',
    url: 'https://agritech.tnau.ac.in/agriculture/agri_cropproduction_cereals_rice_dryseededunpuddledlowland_fertilizer.html',
  },
  pdkvCotton: {
    citation:
      'Magare, P.N., Katkar, R.N. & Jadhao, S.D. (2018). Effect of fertigation on yield, quality and soil fertility status under cotton grown in Vertisol. International Journal of Chemical Studies 6(2): 42–46 (recommended dose for cotton at Dr PDKV, Akola: 100:50:50 kg N:P2O5:K2O per ha).',
    hi: 'डॉ. पंजाबराव देशमुख कृषि विद्यापीठ, अकोला — काली मिट्टी में कपास की अनुशंसित मात्रा',
  },
  pearlMillet: {
    citation:
      'ICAR All India Coordinated Research Project on Pearl Millet, general recommendation: 80 kg N/ha where rainfall is 750–1150 mm or the crop is irrigated; Singh, P. (1977) Madras Agricultural Journal 64: half the N at sowing, half in the 3rd–4th week. P2O5 and K2O 40 kg/ha as in state packages of practices.',
    hi: 'भाकृअनुप अखिल भारतीय समन्वित बाजरा अनुसंधान परियोजना — बाजरा की सामान्य सिफ़ारिश',
  },
  drmrMustard: {
    citation:
      'ICAR-Directorate of Rapeseed-Mustard Research (DRMR), Bharatpur: package of practices for irrigated Indian mustard (80 kg N, 40 kg P2O5, 40 kg K2O and 40 kg S per ha; half N at sowing, half at first irrigation).',
    hi: 'भाकृअनुप-सरसों अनुसंधान निदेशालय, भरतपुर — सिंचित सरसों की सिफ़ारिश',
  },
  iiprRajmash: {
    citation:
      'ICAR-Indian Institute of Pulses Research (IIPR), Kanpur: rajmash production technology for the northern plains (120 kg N, 60 kg P2O5, 40 kg K2O per ha; rajmash nodulates poorly there, so it gets a cereal-like N dose in two splits).',
    hi: 'भाकृअनुप-भारतीय दलहन अनुसंधान संस्थान, कानपुर — राजमा उत्पादन तकनीक',
  },
  ctriTobacco: {
    citation:
      'ICAR-Central Tobacco Research Institute (CTRI), Rajahmundry: crop production practices for FCV tobacco in India (black soils 45:25:25, southern light soils 60:60:60 kg N:P2O5:K2O per ha; potassium as sulphate of potash because chloride spoils leaf burn).',
    hi: 'भाकृअनुप-केंद्रीय तंबाकू अनुसंधान संस्थान, राजमुंद्री — एफसीवी तंबाकू की खेती',
  },
  coffeeBoard: {
    citation:
      'Coffee Board of India, Central Coffee Research Institute: Coffee Guide — nutrient dose for mature arabica yielding about 1 t/ha (120:90:120 kg N:P2O5:K2O per ha) applied in pre-blossom, pre-monsoon, mid-monsoon and post-monsoon rounds.',
    hi: 'भारतीय कॉफ़ी बोर्ड, केंद्रीय कॉफ़ी अनुसंधान संस्थान — कॉफ़ी गाइड',
  },
  ccriMandarin: {
    citation:
      'ICAR-Central Citrus Research Institute (formerly NRC for Citrus), Nagpur: fertiliser schedule for Nagpur mandarin (from the 4th year 600 g N, 200 g P2O5, 100 g K2O per plant per year; N in three splits, P in two, K in one; 20 kg FYM per plant).',
    hi: 'भाकृअनुप-केंद्रीय नींबूवर्गीय फल अनुसंधान संस्थान, नागपुर — नागपुर संतरे की खाद सारणी',
    url: 'http://www.geocities.ws/nmandarin/Fertilizer.htm',
  },
  nrcpPomegranate: {
    citation:
      'ICAR-National Research Centre on Pomegranate, Solapur: package of practices (bearing trees 625 g N, 250 g P2O5, 250 g K2O per plant per year; within the 600–700 / 200–250 / 200–250 g range quoted by the trade).',
    hi: 'भाकृअनुप-राष्ट्रीय अनार अनुसंधान केंद्र, सोलापुर — अनार की खेती',
  },
  keralaLime: {
    citation:
      'Kerala State Planning Board & Kerala Agricultural University, Soil Fertility Assessment of Kerala: soil pH classes and lime recommendation (kg CaCO3/ha: strongly acid 350, very strongly acid 600, extremely acid 850).',
    hi: 'केरल राज्य योजना बोर्ड एवं केरल कृषि विश्वविद्यालय — पीएच श्रेणियाँ और चूने की मात्रा',
    url: 'https://keralasoilfertility.net/en/soil_fertility_classes.jsp',
  },
  tnauBiofertiliser: {
    citation:
      'TNAU Agritech Portal: Nutrient Management — Groundnut and Blackgram (seed treatment with 3 packets = 600 g/ha each of Rhizobium/Azospirillum and phosphobacteria; or 2 kg/ha each mixed with 25 kg FYM and 25 kg soil); irrigated maize (Azospirillum lets N be cut by 25 %).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — जैव उर्वरकों की मात्रा',
    url: 'http://www.agritech.tnau.ac.in/agriculture/agri_nutrientmgt_groundnut.html',
  },
  tnauFym: {
    citation: 'TNAU Agritech Portal: Crop Production — Pulses, Redgram (12.5 t FYM or composted coir pith per ha at last ploughing).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — गोबर की खाद 12.5 टन प्रति हेक्टेयर',
    url: 'https://agritech.tnau.ac.in/agriculture/CropProduction/Pulses/pulses_redgram-2.html',
  },
  vermicompost: {
    citation: 'TNAU Agritech Portal: Organic Farming — vermicompost (about 5 t/ha for field crops, or 2.5 t/ha with half the FYM).',
    hi: 'तमिलनाडु कृषि विश्वविद्यालय (TNAU) — केंचुआ खाद',
  },
  pauManganese: {
    citation:
      'Punjab Agricultural University: Package of Practices for Crops of Punjab, Rabi — manganese deficiency in wheat (0.5 % manganese sulphate spray).',
    hi: 'पंजाब कृषि विश्वविद्यालय — गेहूँ में मैंगनीज़ की कमी (0.5 % मैंगनीज़ सल्फेट छिड़काव)',
  },
  singh2008: {
    citation:
      'Singh, M.V. (2008). Micronutrient deficiencies in crops and soils in India. In: Alloway, B.J. (ed.) Micronutrient Deficiencies in Global Crop Production. Springer, pp. 93–125.',
    hi: 'सिंह (2008), भारत की फसलों और मिट्टी में सूक्ष्म पोषक तत्वों की कमी',
  },
  cssriSodic: {
    citation:
      'ICAR-Central Soil Salinity Research Institute (CSSRI), Karnal: reclamation of sodic soils with gypsum at 50 % of the gypsum requirement, and management of saline soils by leaching, drainage and tolerant crops.',
    hi: 'भाकृअनुप-केंद्रीय मृदा लवणता अनुसंधान संस्थान, करनाल — ऊसर और लवणीय भूमि का सुधार',
  },
} as const satisfies Record<string, Source>;

export type SourceId = keyof typeof SOURCES;
