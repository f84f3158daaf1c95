import type { DiseaseAdvice } from '@agrim/contracts';
import { type DiseaseNoteMr, SOYBEAN_MR, TOMATO_MR } from './diseasesMr.js';

/**
 * Treatment and prevention notes for the leaf-disease classes of the soybean and tomato photo
 * models, in English and Hindi; the Marathi (issue 41) is in diseasesMr.ts.
 *
 * Soybean notes follow ICAR-Indian Institute of Soybean Research (IISR), Indore, and university
 * extension disease profiles; tomato notes follow the TNAU Agritech Portal (crop protection),
 * ICAR-IIHR, ICAR e-courses and university extension services. Active ingredients are named
 * generically and no doses are given on purpose: registrations, formulations and pre-harvest
 * intervals differ by product and change over time, so every chemical option sends the farmer to
 * the product label and the local Krishi Vigyan Kendra (KVK).
 *
 * The texts were written from the cited pages while the live sites could not be opened from the
 * build machine; check a recommendation against the current advisory before relying on it.
 */

export const DISEASE_LABELS = {
  soybean: [
    'Bacterial Pustule (Xanthomonas axonopodis pv. glycines)',
    'Frogeye Leaf Spot (Cercospora sojina)',
    'Healthy',
    'Phytophthora Root and Stem Rot (Phytophthora sojae)',
    'Soybean Rust (Phakopsora pachyrhizi)',
  ],
  tomato: [
    'Early Blight (Alternaria solani)',
    'Late Blight (Phytophthora infestans)',
    'Leaf Mold (Passalora fulva)',
    'Septoria Leaf Spot (Septoria lycopersici)',
    'Yellow Leaf Curl Virus (TYLCV, whitefly-borne)',
  ],
} as const satisfies { soybean: readonly string[]; tomato: readonly string[] };

export type DiseaseCrop = keyof typeof DISEASE_LABELS;
export type SoybeanDiseaseLabel = (typeof DISEASE_LABELS.soybean)[number];
export type TomatoDiseaseLabel = (typeof DISEASE_LABELS.tomato)[number];

type Source = DiseaseAdvice['sources'][number];
type Note = Omit<DiseaseAdvice, 'label'>;

/** Added to every chemical option instead of a dose. */
const LABEL_EN = 'follow the label dose and pre-harvest interval; consult your local KVK.';
const LABEL_HI = 'लेबल पर लिखी मात्रा और कटाई-पूर्व अंतराल का पालन करें; अपने नज़दीकी कृषि विज्ञान केंद्र (KVK) से सलाह लें।';

// ---------------------------------------------------------------- sources

const IISR_ADVISORY: Source = {
  title: 'ICAR-Indian Institute of Soybean Research (IISR), Indore — advisories for soybean farmers (disease and pest management)',
  url: 'https://iisrindore.icar.gov.in/Advisory.html',
};
const IISR_PRACTICES: Source = {
  title: 'ICAR-Indian Institute of Soybean Research (IISR), Indore — good agricultural practices for soybean',
  url: 'https://iisrindore.icar.gov.in/goodagripractices.html',
};
const IISR_FAQ: Source = {
  title:
    'ICAR-Indian Institute of Soybean Research, Indore — FAQs on improved varieties (rust-tolerant PS 1024, PS 1029, Indira Soya 9, MAUS 61, MAUS 61-2)',
  url: 'https://icar-nsri.res.in/faq.html',
};
const ILLINOIS_PUSTULE: Source = {
  title: 'University of Illinois, Soybean Diseases — Bacterial pustule (Xanthomonas axonopodis pv. glycines)',
  url: 'https://soydiseases.illinois.edu/index9967.html?category=diseases&disease=92',
};
const OSU_FROGEYE: Source = {
  title: 'The Ohio State University, Soybean Disease — Frogeye leaf spot quick facts',
  url: 'https://u.osu.edu/osusoybeandisease/foliar-diseases/frogeye-leaf-spot/quick-facts/',
};
const CORNELL_FROGEYE: Source = {
  title: 'Cornell CALS, Field Crops — Frogeye leaf spot of soybean (QoI fungicide resistance)',
  url: 'https://cals.cornell.edu/field-crops/soybeans/diseases-soybeans/frogeye-leaf-spot',
};
const PURDUE_PHYTOPHTHORA: Source = {
  title: 'Purdue University Extension, Field Crop Pathology — Phytophthora root and stem rot',
  url: 'https://extension.purdue.edu/fieldcroppathology/phytophthora-root-and-stem-rot/',
};
const CORNELL_PHYTOPHTHORA: Source = {
  title: 'Cornell CALS, Field Crops — Phytophthora root and stem rot of soybean',
  url: 'https://cals.cornell.edu/field-crops/soybeans/diseases-soybeans/phytophthora-root-and-stem-rot',
};
const APS_RUST: Source = {
  title: 'Rupe, J. & Sconyers, L. (2008). Soybean rust. The Plant Health Instructor, American Phytopathological Society',
  url: 'https://www.apsnet.org/edcenter/disandpath/fungalbasidio/pdlessons/Pages/SoybeanRust.aspx',
};
const UASD_RUST: Source = {
  title:
    'Sharadha, H., Jahagirdar, S. & Basavaraja, G.T. (UAS Dharwad, AICRP on Soybean). Integrated management of Asian soybean rust through fungicide and nutrients in India (hexaconazole sprays)',
  url: 'https://acspublisher.com/journals/index.php/jefa/article/view/8110',
};
const TNAU_EARLY_BLIGHT: Source = {
  title: 'TNAU Agritech Portal, Crop Protection — Tomato: early blight (Alternaria solani)',
  url: 'https://agritech.tnau.ac.in/crop_protection/tomato_diseases_2.html',
};
const TNAU_EARLY_BLIGHT_FRUIT: Source = {
  title: 'TNAU Agritech Portal, Post-harvest diseases — Tomato: early blight (seed treatment with thiram, rotation, sanitation)',
  url: 'https://agritech.tnau.ac.in/crop_protection/tomato_phdiseases_4.html',
};
const IIHR_ARKA_RAKSHAK: Source = {
  title:
    "ICAR-Indian Institute of Horticultural Research, Bengaluru — 'Arka Rakshak', F1 hybrid resistant to leaf curl virus, bacterial wilt and early blight",
  url: 'https://iihr.res.in/hon%E2%80%99ble-director-general-icar-and-ddg-hort-sci-visit-%E2%80%9Carka-rakshak%E2%80%9D-tomato-plot-chikkaballapura',
};
const TNAU_LATE_BLIGHT: Source = {
  title: 'TNAU Agritech Portal, Crop Protection — Tomato: late blight (Phytophthora infestans), integrated disease management',
  url: 'https://agritech.tnau.ac.in/crop_protection/tomato_diseases_8.html',
};
const ICAR_ECOURSE_LATE_BLIGHT: Source = {
  title: 'ICAR e-course (IASRI), Diseases of vegetable crops — Late blight of tomato: management',
  url: 'https://ecoursesonline.iasri.res.in/mod/page/view.php?id=14974',
};
const UMN_LEAF_MOLD: Source = {
  title: 'University of Minnesota Extension — Leaf mold of tomato (Passalora fulva)',
  url: 'https://extension.umn.edu/disease-management/leaf-mold-tomato',
};
const PNW_LEAF_MOLD: Source = {
  title: 'Pacific Northwest Plant Disease Management Handbook — Greenhouse tomato: leaf mold',
  url: 'https://pnwhandbooks.org/plantdisease/host-disease/greenhouse-plants-tomato-leaf-mold',
};
const TNAU_SEPTORIA: Source = {
  title: 'TNAU Agritech Portal, Crop Protection — Tomato: Septoria leaf spot (Septoria lycopersici), integrated disease management',
  url: 'https://agritech.tnau.ac.in/crop_protection/tomato_diseases_4.html',
};
const TAMU_SEPTORIA: Source = {
  title: 'Texas A&M AgriLife Extension, Tomato Problem Solver — Septoria leaf spot',
  url: 'https://aggie-horticulture.tamu.edu/vegetable/problem-solvers/tomato-problem-solver/leaves/septoria-leaf-spot/',
};
const NCSU_TYLCV: Source = {
  title: 'NC State Extension — Tomato yellow leaf curl virus',
  url: 'https://content.ces.ncsu.edu/tomato-yellow-leaf-curl-virus',
};
const TOLCV_SOUTH_INDIA: Source = {
  title:
    'Epidemiology and control of tomato leaf curl virus in southern India. Tropical Agriculture 66(4), 1989 (whitefly link, summer incidence, nylon-net nursery)',
  url: 'https://journals.sta.uwi.edu/ojs/index.php/ta/article/view/1896',
};

// ---------------------------------------------------------------- soybean

const SOYBEAN: Record<SoybeanDiseaseLabel, Note> = {
  'Bacterial Pustule (Xanthomonas axonopodis pv. glycines)': {
    name: { en: 'Bacterial pustule', hi: 'जीवाणु फफोला रोग (बैक्टीरियल पस्च्यूल)' },
    healthy: false,
    cause: {
      en: 'The bacterium Xanthomonas axonopodis pv. glycines. It is carried on seed and survives in crop residue; rain splash, wind-driven rain and working among wet plants spread it. Warm weather with frequent showers favours it.',
      hi: 'जीवाणु ज़ैंथोमोनास एक्सोनोपोडिस पीवी. ग्लाइसिनीस। यह बीज के साथ आता है और फसल अवशेषों में जीवित रहता है; बारिश की बौछार, हवा के साथ आई बारिश और गीले पौधों के बीच काम करने से फैलता है। बार-बार बारिश वाला गर्म मौसम इसके अनुकूल है।',
    },
    symptoms: {
      en: 'Tiny pale green spots with raised centres on either side of the leaf, mostly on middle and upper leaves; a small light-coloured raised pustule forms in the centre, mainly on the underside. Spots merge into irregular brown dead patches with a yellow edge that tear away and leave ragged leaves; bad attacks cause early leaf fall. Unlike soybean rust, the pustules release no powdery spores.',
      hi: 'पत्ती की किसी भी सतह पर उभरे केंद्र वाले बहुत छोटे हल्के हरे धब्बे, अधिकतर बीच और ऊपर की पत्तियों पर; धब्बे के बीच में, मुख्यतः निचली सतह पर, हल्के रंग का छोटा उभरा फफोला बनता है। धब्बे मिलकर पीले किनारे वाले अनियमित भूरे मृत भाग बनाते हैं जो फट कर गिर जाते हैं और पत्तियाँ कटी-फटी दिखती हैं; अधिक प्रकोप में पत्तियाँ समय से पहले झड़ जाती हैं। गेरुआ रोग के विपरीत, इन फफोलों से चूर्ण जैसे बीजाणु नहीं निकलते।',
    },
    treatment: {
      en: [
        'No spray cures leaves already infected; pull out and destroy badly affected plants while the patches are small.',
        `Where the disease spreads in wet weather, a copper fungicide such as copper oxychloride can slow it — ${LABEL_EN}`,
        'Do not walk through, weed or spray the crop while the leaves are wet.',
      ],
      hi: [
        'पहले से संक्रमित पत्तियों को कोई छिड़काव ठीक नहीं करता; जब तक प्रभावित हिस्से छोटे हों, बुरी तरह प्रभावित पौधों को उखाड़कर नष्ट करें।',
        `नम मौसम में रोग फैल रहा हो तो कॉपर ऑक्सीक्लोराइड जैसा ताँबा-युक्त फफूँदनाशक इसकी रफ़्तार कम कर सकता है — ${LABEL_HI}`,
        'पत्तियाँ गीली हों तब फसल में न घूमें, न निराई करें, न छिड़काव करें।',
      ],
    },
    prevention: {
      en: [
        'Sow certified, disease-free seed of a variety recommended for your zone, preferring resistant varieties.',
        'Do not keep seed from an infected crop.',
        'Rotate soybean with cereals such as maize or sorghum, and plough in or remove crop residue after harvest.',
        'Keep the recommended row spacing so the canopy dries quickly.',
      ],
      hi: [
        'अपने क्षेत्र के लिए अनुशंसित किस्म का प्रमाणित, रोगमुक्त बीज बोएँ; रोगरोधी किस्मों को प्राथमिकता दें।',
        'संक्रमित फसल से बीज न रखें।',
        'सोयाबीन के बाद मक्का या ज्वार जैसी अनाज फसल लें (फसल चक्र), और कटाई के बाद फसल अवशेष जुताई में दबा दें या हटा दें।',
        'अनुशंसित कतार दूरी रखें ताकि पौधे जल्दी सूखें।',
      ],
    },
    sources: [ILLINOIS_PUSTULE, IISR_ADVISORY],
  },
  'Frogeye Leaf Spot (Cercospora sojina)': {
    name: { en: 'Frogeye leaf spot', hi: 'फ्रॉगआई पत्ती धब्बा (मेंढक-आँख धब्बा रोग)' },
    healthy: false,
    cause: {
      en: 'The fungus Cercospora sojina. It survives on infected crop residue and seed, and rain splashes its spores onto young leaves. Warm, humid weather with frequent rain favours it; young leaves are the most susceptible.',
      hi: 'फफूँद सर्कोस्पोरा सोजिना। यह संक्रमित फसल अवशेषों और बीज पर जीवित रहती है, और बारिश की बौछार इसके बीजाणुओं को नई पत्तियों तक पहुँचाती है। बार-बार बारिश वाला गर्म, नम मौसम इसके अनुकूल है; नई पत्तियाँ सबसे जल्दी रोगग्रस्त होती हैं।',
    },
    symptoms: {
      en: "Small round to angular spots on the upper leaf surface, dark and water-soaked at first, then with a light grey to tan centre and a narrow reddish-brown to purple border — the 'frog eye'. In humid weather grey spore growth shows on the underside. Spots can merge and cause early leaf fall; reddish lesions may form on stems and pods, and seed may be discoloured.",
      hi: "पत्ती की ऊपरी सतह पर छोटे गोल से कोणीय धब्बे, पहले गहरे और पानी से भीगे हुए जैसे, फिर हल्के धूसर से भूरे केंद्र और पतले लाल-भूरे से बैंगनी किनारे वाले — 'मेंढक की आँख' जैसे। नम मौसम में निचली सतह पर धूसर बीजाणु वृद्धि दिखती है। धब्बे मिलकर पत्तियों को जल्दी गिरा सकते हैं; तनों और फलियों पर लाल रंग के धब्बे बन सकते हैं और दाने बदरंग हो सकते हैं।",
    },
    treatment: {
      en: [
        `At the first spots, spray a recommended fungicide such as tebuconazole or hexaconazole, or a recommended ready-mix containing a strobilurin — ${LABEL_EN}`,
        'Alternate fungicides of different groups: in the USA this fungus has become resistant to strobilurin (QoI) fungicides.',
        'Scout again a week after spraying, especially the young upper leaves.',
      ],
      hi: [
        `पहले धब्बे दिखते ही टेबुकोनाज़ोल या हेक्साकोनाज़ोल जैसा अनुशंसित फफूँदनाशक, या स्ट्रोबिल्यूरिन वाला अनुशंसित तैयार मिश्रण छिड़कें — ${LABEL_HI}`,
        'अलग-अलग समूह के फफूँदनाशक बदल-बदल कर उपयोग करें: अमेरिका में यह फफूँद स्ट्रोबिल्यूरिन (QoI) फफूँदनाशकों के प्रति प्रतिरोधी हो चुकी है।',
        'छिड़काव के एक सप्ताह बाद फिर निरीक्षण करें, विशेषकर ऊपर की नई पत्तियों का।',
      ],
    },
    prevention: {
      en: [
        'Grow resistant varieties where available.',
        'Use clean, certified seed treated with a recommended seed-dressing fungicide.',
        'Rotate with a non-host crop such as maize or sorghum for at least one season, and bury infected residue.',
        'Scout from flowering onwards; spots on young leaves are the first sign.',
      ],
      hi: [
        'जहाँ उपलब्ध हों, रोगरोधी किस्में लगाएँ।',
        'अनुशंसित फफूँदनाशक से उपचारित साफ़, प्रमाणित बीज बोएँ।',
        'कम से कम एक मौसम के लिए मक्का या ज्वार जैसी गैर-मेज़बान फसल से फसल चक्र अपनाएँ, और संक्रमित अवशेष जुताई में दबा दें।',
        'फूल आने के समय से नियमित निरीक्षण करें; नई पत्तियों पर धब्बे पहला संकेत हैं।',
      ],
    },
    sources: [OSU_FROGEYE, CORNELL_FROGEYE, IISR_ADVISORY],
  },
  Healthy: {
    name: { en: 'Healthy', hi: 'स्वस्थ' },
    healthy: true,
    cause: {
      en: 'No disease seen on this leaf.',
      hi: 'इस पत्ती पर कोई रोग नहीं दिखा।',
    },
    symptoms: {
      en: 'Green, evenly coloured leaf without spots, pustules, yellowing or wilting.',
      hi: 'हरी, एक समान रंग की पत्ती; कोई धब्बा, फफोला, पीलापन या मुरझाना नहीं।',
    },
    treatment: {
      en: ['No treatment is needed now; avoid unnecessary sprays.'],
      hi: ['अभी किसी उपचार की आवश्यकता नहीं है; बिना ज़रूरत छिड़काव न करें।'],
    },
    prevention: {
      en: [
        'Keep scouting every week, especially after rain; one healthy leaf does not clear the field, so look at plants across the whole field.',
        'Keep to recommended practices: certified treated seed, recommended spacing, drainage and balanced fertiliser.',
      ],
      hi: [
        'हर सप्ताह, विशेषकर बारिश के बाद, निरीक्षण जारी रखें; एक स्वस्थ पत्ती से पूरा खेत स्वस्थ नहीं माना जा सकता, इसलिए पूरे खेत में पौधे देखें।',
        'अनुशंसित पद्धतियाँ अपनाते रहें: प्रमाणित उपचारित बीज, अनुशंसित दूरी, जल निकास और संतुलित उर्वरक।',
      ],
    },
    sources: [IISR_ADVISORY, IISR_PRACTICES],
  },
  'Phytophthora Root and Stem Rot (Phytophthora sojae)': {
    name: { en: 'Phytophthora root and stem rot', hi: 'फाइटोफ्थोरा जड़ एवं तना सड़न' },
    healthy: false,
    cause: {
      en: 'The water mould Phytophthora sojae. It lives in the soil for years as resting spores; in saturated or flooded soil these release swimming spores that infect the roots. Poorly drained, low-lying, heavy or compacted fields and heavy rain soon after sowing favour it.',
      hi: 'जल फफूँद (वॉटर मोल्ड) फाइटोफ्थोरा सोजी। यह सुप्त बीजाणुओं के रूप में मिट्टी में कई वर्षों तक जीवित रहती है; पानी से भरी या डूबी मिट्टी में इनसे तैरने वाले बीजाणु निकलते हैं जो जड़ों को संक्रमित करते हैं। खराब जल निकास वाले, निचले, भारी या दबे हुए खेत और बुवाई के तुरंत बाद भारी बारिश इसके अनुकूल हैं।',
    },
    symptoms: {
      en: 'Seed rot and damping-off of seedlings after heavy rain. On older plants, a dark brown lesion on the stem rising from the soil line, rotted roots, yellowing leaves, wilting and death, usually in patches in low or waterlogged parts of the field; wilted leaves often stay attached.',
      hi: 'भारी बारिश के बाद बीज सड़ना और पौध का गिरकर मरना (डैम्पिंग-ऑफ)। बड़े पौधों में ज़मीन की सतह से ऊपर की ओर बढ़ता तने पर गहरा भूरा धब्बा, सड़ी जड़ें, पीली पत्तियाँ, मुरझाना और पौधे की मृत्यु, प्रायः खेत के निचले या जलभराव वाले भागों में टुकड़ों में; मुरझाई पत्तियाँ अक्सर पौधे पर लगी रहती हैं।',
    },
    treatment: {
      en: [
        'Drain standing water from the field quickly through open drains or furrows.',
        'Pull out and destroy dead plants; do not carry soil from affected patches to other fields.',
        `Where the disease is confirmed, a drench or spray of metalaxyl + mancozeb at the base of plants around the affected patch may be advised — ${LABEL_EN}`,
        'Sprays cannot revive plants whose roots have rotted; re-sow gaps only if the season still allows.',
      ],
      hi: [
        'खुली नालियों या कूँड़ों से खेत का रुका पानी जल्दी निकालें।',
        'मरे हुए पौधे उखाड़कर नष्ट करें; प्रभावित हिस्सों की मिट्टी दूसरे खेतों में न ले जाएँ।',
        `रोग की पुष्टि होने पर प्रभावित हिस्से के आसपास पौधों के तने के पास मेटालेक्ज़िल + मैंकोज़ेब से ड्रेंचिंग या छिड़काव की सलाह दी जा सकती है — ${LABEL_HI}`,
        'जिन पौधों की जड़ें सड़ चुकी हैं, उन्हें छिड़काव से बचाया नहीं जा सकता; मौसम अनुमति दे तभी खाली जगहों में दोबारा बुवाई करें।',
      ],
    },
    prevention: {
      en: [
        'Sow on broad bed and furrow or ridge and furrow so that water drains away from the roots.',
        'Avoid waterlogged fields; improve drainage and reduce soil compaction.',
        'In fields with a history of the disease, treat seed with a seed-dressing fungicide containing metalaxyl (or mefenoxam); Trichoderma seed treatment is also used.',
        'Grow resistant or tolerant varieties where available, and rotate with non-host crops.',
      ],
      hi: [
        'चौड़ी क्यारी-नाली (BBF) या मेड़-नाली पद्धति से बुवाई करें ताकि पानी जड़ों से दूर निकल जाए।',
        'जलभराव वाले खेतों से बचें; जल निकास सुधारें और मिट्टी का दबाव (कठोरता) कम करें।',
        'जिन खेतों में यह रोग पहले हुआ हो, वहाँ मेटालेक्ज़िल (या मेफ़ेनोक्साम) युक्त बीजोपचार फफूँदनाशक से बीज उपचारित करें; ट्राइकोडर्मा से बीजोपचार भी किया जाता है।',
        'जहाँ उपलब्ध हों, रोगरोधी या सहनशील किस्में लगाएँ और गैर-मेज़बान फसलों से फसल चक्र अपनाएँ।',
      ],
    },
    sources: [PURDUE_PHYTOPHTHORA, CORNELL_PHYTOPHTHORA, IISR_PRACTICES],
  },
  'Soybean Rust (Phakopsora pachyrhizi)': {
    name: { en: 'Soybean rust', hi: 'सोयाबीन का गेरुआ (रस्ट) रोग' },
    healthy: false,
    cause: {
      en: 'The fungus Phakopsora pachyrhizi, which needs living plants to survive. Wind carries its powdery spores over long distances. Long spells of leaf wetness, high humidity, frequent rain or fog and moderate temperatures favour it; in India it recurs in parts of Karnataka, Maharashtra and Madhya Pradesh.',
      hi: 'फफूँद फैकोप्सोरा पैकीराइज़ी, जो जीवित पौधों पर ही जीवित रहती है। हवा इसके चूर्ण जैसे बीजाणुओं को दूर-दूर तक ले जाती है। पत्तियों का लंबे समय तक गीला रहना, अधिक नमी, बार-बार बारिश या कोहरा और मध्यम तापमान इसके अनुकूल हैं; भारत में यह कर्नाटक, महाराष्ट्र और मध्य प्रदेश के कुछ भागों में बार-बार आता है।',
    },
    symptoms: {
      en: 'Small brown or brick-red spots, first on the lower leaves at or after flowering, often near the base of the leaflet and along the veins. On the underside, tiny raised volcano-shaped pustules release tan powdery spores (visible with a hand lens). Leaves yellow and fall early, so pods fill poorly and seeds are fewer and smaller. It is easily confused with bacterial pustule, whose pustules release no spores.',
      hi: 'छोटे भूरे या ईंट जैसे लाल धब्बे, पहले फूल आने के समय या उसके बाद निचली पत्तियों पर, अक्सर पत्रक के आधार के पास और शिराओं के साथ। निचली सतह पर ज्वालामुखी जैसे छोटे उभरे फफोले हल्के भूरे चूर्ण जैसे बीजाणु छोड़ते हैं (हैंड लेंस से दिखते हैं)। पत्तियाँ पीली होकर जल्दी गिर जाती हैं, इसलिए फलियाँ ठीक से नहीं भरतीं और दाने कम व छोटे रह जाते हैं। इसे जीवाणु फफोला रोग समझने की भूल हो जाती है, जिसके फफोलों से बीजाणु नहीं निकलते।',
    },
    treatment: {
      en: [
        `At the first pustules, spray a triazole fungicide such as hexaconazole, propiconazole or tebuconazole, repeating only as the label allows — ${LABEL_EN}`,
        'Rust spreads fast in humid weather: after flowering check the lower leaves twice a week, and treat the whole field once rust is found in it or nearby.',
      ],
      hi: [
        `पहले फफोले दिखते ही हेक्साकोनाज़ोल, प्रोपिकोनाज़ोल या टेबुकोनाज़ोल जैसा ट्रायज़ोल फफूँदनाशक छिड़कें, और लेबल जितनी अनुमति दे उतना ही दोहराएँ — ${LABEL_HI}`,
        'नम मौसम में गेरुआ तेज़ी से फैलता है: फूल आने के बाद सप्ताह में दो बार निचली पत्तियाँ देखें, और खेत में या आसपास रोग मिलते ही पूरे खेत का उपचार करें।',
      ],
    },
    prevention: {
      en: [
        'Grow rust-tolerant varieties recommended for your zone; ICAR-IISR names PS 1024, PS 1029, Indira Soya 9, MAUS 61 and MAUS 61-2 among them.',
        'Sow at the recommended time; very late-sown crops meet the rust-prone weather at a younger stage.',
        'Remove volunteer soybean plants between seasons, and keep the recommended spacing so the canopy dries.',
      ],
      hi: [
        'अपने क्षेत्र के लिए अनुशंसित गेरुआ-सहनशील किस्में लगाएँ; भाकृअनुप-भारतीय सोयाबीन अनुसंधान संस्थान इनमें पीएस 1024, पीएस 1029, इंदिरा सोया 9, एमएयूएस 61 और एमएयूएस 61-2 का नाम देता है।',
        'अनुशंसित समय पर बुवाई करें; बहुत देर से बोई फसल कम उम्र में ही गेरुआ के अनुकूल मौसम की चपेट में आ जाती है।',
        'दो मौसमों के बीच अपने-आप उगे सोयाबीन के पौधे हटा दें, और अनुशंसित दूरी रखें ताकि पौधे जल्दी सूखें।',
      ],
    },
    sources: [APS_RUST, IISR_FAQ, UASD_RUST, IISR_ADVISORY],
  },
};

// ---------------------------------------------------------------- tomato

const TOMATO: Record<TomatoDiseaseLabel, Note> = {
  'Early Blight (Alternaria solani)': {
    name: { en: 'Early blight', hi: 'अगेती झुलसा (अर्ली ब्लाइट)' },
    healthy: false,
    cause: {
      en: 'The fungus Alternaria solani. It survives in infected plant debris in the soil, on seed and on other plants of the tomato family; wind and rain splash spread its spores. Warm, humid weather and plants under stress — short of water or nutrients, or carrying a heavy fruit load — favour it.',
      hi: 'फफूँद आल्टरनेरिया सोलानी। यह मिट्टी में संक्रमित पौध अवशेषों, बीज और टमाटर कुल के दूसरे पौधों पर जीवित रहती है; हवा और बारिश की बौछार इसके बीजाणु फैलाती हैं। गर्म, नम मौसम और तनाव में पौधे — पानी या पोषण की कमी, या फलों का अधिक भार — इसके अनुकूल हैं।',
    },
    symptoms: {
      en: 'Brown to black spots on the older, lower leaves that grow in concentric rings like a target, often with a yellow halo; leaves yellow and fall from the bottom upwards. Dark, sunken, ringed lesions on stems (collar rot at the base of seedlings) and on fruit near the stalk, later covered with a black velvety mass of spores.',
      hi: 'पुरानी, निचली पत्तियों पर भूरे से काले धब्बे जो निशाने (टारगेट) जैसे गोल छल्लों में बढ़ते हैं, अक्सर पीले घेरे के साथ; पत्तियाँ नीचे से ऊपर की ओर पीली होकर गिरती हैं। तनों पर गहरे, धँसे, छल्लेदार धब्बे (पौध के आधार पर कॉलर सड़न) और फल पर डंठल के पास धब्बे, जो बाद में काले मखमली बीजाणुओं से ढक जाते हैं।',
    },
    treatment: {
      en: [
        'Pick off and destroy badly spotted lower leaves.',
        `At the first symptoms spray a protectant fungicide such as mancozeb, chlorothalonil or copper oxychloride, or a systemic one such as hexaconazole, tebuconazole or azoxystrobin (alone or in a recommended ready-mix), alternating groups — ${LABEL_EN}`,
      ],
      hi: [
        'अधिक धब्बों वाली निचली पत्तियाँ तोड़कर नष्ट करें।',
        `पहले लक्षण दिखते ही मैंकोज़ेब, क्लोरोथैलोनिल या कॉपर ऑक्सीक्लोराइड जैसा सुरक्षात्मक फफूँदनाशक, या हेक्साकोनाज़ोल, टेबुकोनाज़ोल या एज़ोक्सीस्ट्रोबिन जैसा अंतःप्रवाही फफूँदनाशक (अकेले या अनुशंसित तैयार मिश्रण में) छिड़कें, और समूह बदलते रहें — ${LABEL_HI}`,
      ],
    },
    prevention: {
      en: [
        'Use disease-free seed and treat it before sowing (thiram or Trichoderma).',
        "Grow tolerant hybrids such as ICAR-IIHR's Arka Rakshak, resistant to early blight, leaf curl virus and bacterial wilt.",
        'Rotate with crops outside the tomato family (not potato, brinjal or chilli).',
        'Remove crop debris and weeds of the tomato family; irrigate evenly to avoid stress; stake and mulch so soil does not splash onto leaves.',
      ],
      hi: [
        'रोगमुक्त बीज लें और बुवाई से पहले उपचारित करें (थायरम या ट्राइकोडर्मा)।',
        'भाकृअनुप-भारतीय बागवानी अनुसंधान संस्थान की अर्का रक्षक जैसी सहनशील संकर किस्में लगाएँ, जो अगेती झुलसा, पत्ती मोड़क विषाणु और जीवाणु उकठा के प्रति प्रतिरोधी है।',
        'टमाटर कुल से बाहर की फसलों से फसल चक्र अपनाएँ (आलू, बैंगन या मिर्च नहीं)।',
        'फसल अवशेष और टमाटर कुल के खरपतवार हटाएँ; तनाव से बचाने के लिए समान सिंचाई करें; सहारा (स्टेकिंग) और पलवार (मल्च) दें ताकि मिट्टी उछलकर पत्तियों पर न पड़े।',
      ],
    },
    sources: [TNAU_EARLY_BLIGHT, TNAU_EARLY_BLIGHT_FRUIT, IIHR_ARKA_RAKSHAK],
  },
  'Late Blight (Phytophthora infestans)': {
    name: { en: 'Late blight', hi: 'पछेती झुलसा (लेट ब्लाइट)' },
    healthy: false,
    cause: {
      en: 'The water mould Phytophthora infestans, which also attacks potato. It survives in infected plant debris and spreads by wind-borne spores. Cool nights, warm days and long wet spells from rain or fog favour it, and in such weather it can destroy a crop within days.',
      hi: 'जल फफूँद (वॉटर मोल्ड) फाइटोफ्थोरा इन्फेस्टान्स, जो आलू पर भी आक्रमण करती है। यह संक्रमित पौध अवशेषों में जीवित रहती है और हवा से उड़ने वाले बीजाणुओं से फैलती है। ठंडी रातें, गर्म दिन और बारिश या कोहरे से लंबी नमी इसके अनुकूल हैं, और ऐसे मौसम में यह कुछ ही दिनों में फसल नष्ट कर सकती है।',
    },
    symptoms: {
      en: 'Pale green, water-soaked patches, often at the leaf tips and edges, that quickly turn dark brown to black and kill whole leaves; on humid mornings a white downy growth appears around the lesions on the underside. Brown streaks on stems. Fruit show dark, greasy-looking brown patches and rot.',
      hi: 'हल्के हरे, पानी से भीगे जैसे धब्बे, अक्सर पत्ती के सिरों और किनारों पर, जो जल्दी ही गहरे भूरे से काले होकर पूरी पत्ती को मार देते हैं; नम सुबह में निचली सतह पर धब्बों के चारों ओर सफ़ेद रोएँदार वृद्धि दिखती है। तनों पर भूरी धारियाँ। फलों पर गहरे, चिकने दिखने वाले भूरे धब्बे बनते हैं और फल सड़ जाते हैं।',
    },
    treatment: {
      en: [
        'Remove and destroy infected plants and fruit; do not leave them in or beside the field.',
        `Spray before or at the first sign: a protectant such as mancozeb, then at disease appearance a systemic such as metalaxyl + mancozeb, cyazofamid, or azoxystrobin (alone or with difenoconazole), repeating in wet weather at the interval on the label — ${LABEL_EN}`,
      ],
      hi: [
        'संक्रमित पौधे और फल हटाकर नष्ट करें; उन्हें खेत में या खेत के किनारे न छोड़ें।',
        `रोग से पहले या पहला लक्षण दिखते ही छिड़काव करें: पहले मैंकोज़ेब जैसा सुरक्षात्मक फफूँदनाशक, फिर रोग दिखने पर मेटालेक्ज़िल + मैंकोज़ेब, सायज़ोफ़ामिड या एज़ोक्सीस्ट्रोबिन (अकेले या डाइफ़ेनोकोनाज़ोल के साथ) जैसा अंतःप्रवाही फफूँदनाशक; नम मौसम में लेबल पर लिखे अंतराल पर दोहराएँ — ${LABEL_HI}`,
      ],
    },
    prevention: {
      en: [
        'Ensure good drainage, and stake plants so the foliage dries quickly; avoid wetting leaves late in the day.',
        'Rotate crops, and do not grow tomato next to or after potato.',
        'Apply Trichoderma asperellum (viride) to the soil.',
        'Keep the field free of weeds and self-sown tomato or potato plants.',
      ],
      hi: [
        'अच्छा जल निकास रखें और पौधों को सहारा दें ताकि पत्तियाँ जल्दी सूखें; दिन ढलने पर पत्तियाँ गीली न करें।',
        'फसल चक्र अपनाएँ, और टमाटर को आलू के पास या आलू के बाद न लगाएँ।',
        'मिट्टी में ट्राइकोडर्मा एस्पेरेलम (विरिडी) डालें।',
        'खेत को खरपतवार और अपने-आप उगे टमाटर या आलू के पौधों से मुक्त रखें।',
      ],
    },
    sources: [TNAU_LATE_BLIGHT, ICAR_ECOURSE_LATE_BLIGHT],
  },
  'Leaf Mold (Passalora fulva)': {
    name: { en: 'Leaf mould', hi: 'पत्ती फफूँदी (लीफ मोल्ड)' },
    healthy: false,
    cause: {
      en: 'The fungus Passalora fulva (formerly Cladosporium fulvum), which attacks only tomato. It needs long leaf wetness and relative humidity above about 85 per cent, so it is worst in polyhouses, net houses and dense, poorly ventilated crops. Its spores survive on debris and structures between crops.',
      hi: 'फफूँद पैसालोरा फुल्वा (पहले क्लैडोस्पोरियम फुल्वम), जो केवल टमाटर पर आक्रमण करती है। इसे पत्तियों का लंबे समय तक गीला रहना और लगभग 85 प्रतिशत से अधिक सापेक्ष आर्द्रता चाहिए, इसलिए यह पॉलीहाउस, नेट हाउस और घनी, कम हवादार फसलों में सबसे अधिक होती है। इसके बीजाणु दो फसलों के बीच अवशेषों और ढाँचों पर जीवित रहते हैं।',
    },
    symptoms: {
      en: 'Pale green to yellow spots without clear edges on the upper side of older leaves, with an olive-green to greyish-purple velvety mould on the underside beneath them. Spots merge and turn brown; leaves curl, wither and often stay on the plant. Flowers may blacken and drop; fruit is seldom attacked.',
      hi: 'पुरानी पत्तियों की ऊपरी सतह पर बिना स्पष्ट किनारे के हल्के हरे से पीले धब्बे, और उनके नीचे निचली सतह पर जैतूनी हरी से धूसर-बैंगनी मखमली फफूँद। धब्बे मिलकर भूरे हो जाते हैं; पत्तियाँ मुड़कर सूखती हैं और अक्सर पौधे पर लगी रहती हैं। फूल काले होकर गिर सकते हैं; फल पर आक्रमण कम होता है।',
    },
    treatment: {
      en: [
        'Lower the humidity at once: ventilate, remove lower leaves to open the canopy, and water the soil rather than the leaves.',
        'Remove and destroy heavily infected leaves.',
        `If it keeps spreading, spray a fungicide such as chlorothalonil, mancozeb or a copper fungicide, covering the undersides of the leaves — ${LABEL_EN}`,
      ],
      hi: [
        'तुरंत नमी घटाएँ: हवा का आवागमन बढ़ाएँ, पौधे के भीतर हवा पहुँचाने के लिए निचली पत्तियाँ हटाएँ, और पत्तियों की बजाय मिट्टी में पानी दें।',
        'अधिक संक्रमित पत्तियाँ हटाकर नष्ट करें।',
        `रोग फैलता रहे तो क्लोरोथैलोनिल, मैंकोज़ेब या ताँबा-युक्त फफूँदनाशक छिड़कें, और पत्तियों की निचली सतह को भी भिगोएँ — ${LABEL_HI}`,
      ],
    },
    prevention: {
      en: [
        'In polyhouses keep the humidity at the leaf below about 85 per cent by ventilation, especially at night and in the morning.',
        'Use resistant varieties where available; the fungus forms new races, so check which ones hold locally.',
        'Remove all crop debris after harvest and clean the structure before the next crop.',
        'Use drip irrigation and adequate plant spacing.',
      ],
      hi: [
        'पॉलीहाउस में हवा के आवागमन से, विशेषकर रात और सुबह, पत्ती के पास नमी लगभग 85 प्रतिशत से कम रखें।',
        'जहाँ उपलब्ध हों, रोगरोधी किस्में लगाएँ; यह फफूँद नई प्रजातियाँ (रेस) बनाती है, इसलिए देखें कि आपके क्षेत्र में कौन-सी किस्म टिकती है।',
        'कटाई के बाद सारे फसल अवशेष हटाएँ और अगली फसल से पहले ढाँचे की सफ़ाई करें।',
        'टपक (ड्रिप) सिंचाई और पौधों के बीच पर्याप्त दूरी रखें।',
      ],
    },
    sources: [UMN_LEAF_MOLD, PNW_LEAF_MOLD],
  },
  'Septoria Leaf Spot (Septoria lycopersici)': {
    name: { en: 'Septoria leaf spot', hi: 'सेप्टोरिया पत्ती धब्बा' },
    healthy: false,
    cause: {
      en: 'The fungus Septoria lycopersici. It survives on infected plant debris and weeds of the tomato family, and its spores spread from leaf to leaf by rain splash, overhead water and wind. Moist weather with intermittent showers favours it.',
      hi: 'फफूँद सेप्टोरिया लाइकोपर्सिकी। यह संक्रमित पौध अवशेषों और टमाटर कुल के खरपतवारों पर जीवित रहती है, और इसके बीजाणु बारिश की बौछार, ऊपर से दिए पानी और हवा से एक पत्ती से दूसरी पत्ती तक फैलते हैं। रुक-रुक कर बारिश वाला नम मौसम इसके अनुकूल है।',
    },
    symptoms: {
      en: 'Many small round to irregular spots with a grey centre and a dark margin, starting on the lower, older leaves, with tiny black dots (the fungus’s fruiting bodies) in the centres. Spots merge, leaves yellow, dry and drop, and defoliation moves upwards, exposing fruit to sunscald. Stems and flowers can be spotted too.',
      hi: 'धूसर केंद्र और गहरे किनारे वाले बहुत सारे छोटे गोल से अनियमित धब्बे, जो निचली, पुरानी पत्तियों से शुरू होते हैं; धब्बों के बीच में छोटे काले बिंदु (फफूँद के फलनकाय) दिखते हैं। धब्बे मिल जाते हैं, पत्तियाँ पीली होकर सूखती और गिरती हैं, और पत्तियों का झड़ना ऊपर की ओर बढ़ता है, जिससे फल धूप से झुलसते हैं। तनों और फूलों पर भी धब्बे हो सकते हैं।',
    },
    treatment: {
      en: [
        'Remove and destroy the affected leaves and plant parts.',
        `Spray a fungicide such as mancozeb, chlorothalonil or copper oxychloride, or the ready-mix fluxapyroxad + pyraclostrobin listed by TNAU — ${LABEL_EN}`,
      ],
      hi: [
        'प्रभावित पत्तियाँ और पौध भाग हटाकर नष्ट करें।',
        `मैंकोज़ेब, क्लोरोथैलोनिल या कॉपर ऑक्सीक्लोराइड जैसा फफूँदनाशक, या तमिलनाडु कृषि विश्वविद्यालय द्वारा सूचीबद्ध तैयार मिश्रण फ्लक्सापायरोक्साड + पायराक्लोस्ट्रोबिन छिड़कें — ${LABEL_HI}`,
      ],
    },
    prevention: {
      en: [
        'Treat seed with Trichoderma asperellum before sowing.',
        'Rotate with crops outside the tomato family and destroy crop residue after harvest.',
        'Stake and mulch plants, and use drip irrigation instead of overhead water.',
        'Control weeds of the tomato family in and around the field.',
      ],
      hi: [
        'बुवाई से पहले बीज को ट्राइकोडर्मा एस्पेरेलम से उपचारित करें।',
        'टमाटर कुल से बाहर की फसलों से फसल चक्र अपनाएँ और कटाई के बाद फसल अवशेष नष्ट करें।',
        'पौधों को सहारा और पलवार (मल्च) दें, और ऊपर से पानी देने की बजाय टपक सिंचाई करें।',
        'खेत में और आसपास टमाटर कुल के खरपतवार नियंत्रित करें।',
      ],
    },
    sources: [TNAU_SEPTORIA, TAMU_SEPTORIA],
  },
  'Yellow Leaf Curl Virus (TYLCV, whitefly-borne)': {
    name: { en: 'Tomato yellow leaf curl (leaf curl virus)', hi: 'टमाटर का पीला पत्ती मोड़क विषाणु रोग (लीफ कर्ल)' },
    healthy: false,
    cause: {
      en: 'Tomato yellow leaf curl virus and related leaf curl viruses, spread only by the whitefly Bemisia tabaci as it feeds. It does not spread by touch or through the soil; infected seedlings, weeds and nearby infected crops that carry whiteflies are the sources. Summer crops, when whiteflies are many, suffer the most.',
      hi: 'टमाटर पीला पत्ती मोड़क विषाणु और उससे जुड़े पत्ती मोड़क विषाणु, जो केवल सफ़ेद मक्खी (बेमिसिया टैबेसी) के रस चूसने से फैलते हैं। यह छूने से या मिट्टी से नहीं फैलता; संक्रमित पौध, खरपतवार और आसपास की संक्रमित फसलें जिन पर सफ़ेद मक्खी हो, इसके स्रोत हैं। गर्मी की फसलें, जब सफ़ेद मक्खी अधिक होती है, सबसे अधिक प्रभावित होती हैं।',
    },
    symptoms: {
      en: 'Young leaves are small, curl upwards or downwards and crumple, with yellowing between the veins and at the edges; older leaves turn thick and leathery. Plants are stunted and bushy with short internodes, flowers drop, and few or small fruit set. Diseased plants occur in patches rather than evenly across the field.',
      hi: 'नई पत्तियाँ छोटी रह जाती हैं, ऊपर या नीचे की ओर मुड़कर सिकुड़ जाती हैं, और शिराओं के बीच व किनारों पर पीली पड़ती हैं; पुरानी पत्तियाँ मोटी और चमड़े जैसी हो जाती हैं। पौधे बौने और झाड़ीनुमा हो जाते हैं, पोरियाँ छोटी, फूल गिर जाते हैं और फल कम या छोटे लगते हैं। रोगी पौधे पूरे खेत में समान रूप से नहीं बल्कि टुकड़ों में दिखते हैं।',
    },
    treatment: {
      en: [
        'An infected plant cannot be cured: pull out plants with early symptoms and destroy them, bagging them first so the whiteflies on them do not fly off.',
        `Control the whitefly: yellow sticky traps, and where numbers are high an insecticide recommended for whitefly on tomato, such as imidacloprid or thiamethoxam, rotating insecticide groups — ${LABEL_EN}`,
      ],
      hi: [
        'संक्रमित पौधा ठीक नहीं हो सकता: शुरुआती लक्षण वाले पौधे उखाड़कर नष्ट करें, पहले उन्हें थैले में बंद करें ताकि उन पर बैठी सफ़ेद मक्खियाँ उड़कर न फैलें।',
        `सफ़ेद मक्खी नियंत्रित करें: पीले चिपचिपे ट्रैप लगाएँ, और संख्या अधिक होने पर टमाटर में सफ़ेद मक्खी के लिए अनुशंसित कीटनाशक जैसे इमिडाक्लोप्रिड या थायामेथोक्साम छिड़कें, कीटनाशकों के समूह बदलते रहें — ${LABEL_HI}`,
      ],
    },
    prevention: {
      en: [
        'Raise seedlings under insect-proof nylon net and transplant only healthy seedlings.',
        "Grow leaf-curl-resistant hybrids such as ICAR-IIHR's Arka Rakshak.",
        'Sow a border of tall crops such as maize or sorghum around the field before transplanting, and remove weed hosts.',
        'Do not plant next to older infected tomato crops, and avoid the peak whitefly season where you can.',
      ],
      hi: [
        'पौध कीटरोधी नायलॉन जाली के नीचे तैयार करें और केवल स्वस्थ पौध की रोपाई करें।',
        'भाकृअनुप-भारतीय बागवानी अनुसंधान संस्थान की अर्का रक्षक जैसी पत्ती मोड़क-प्रतिरोधी संकर किस्में लगाएँ।',
        'रोपाई से पहले खेत के चारों ओर मक्का या ज्वार जैसी ऊँची फसलों की अवरोधक कतारें बोएँ, और खरपतवार मेज़बान हटाएँ।',
        'पुरानी संक्रमित टमाटर फसल के पास रोपाई न करें, और जहाँ संभव हो सफ़ेद मक्खी के चरम मौसम से बचें।',
      ],
    },
    sources: [NCSU_TYLCV, IIHR_ARKA_RAKSHAK, TOLCV_SOUTH_INDIA],
  },
};

const NOTES: Record<DiseaseCrop, Record<string, Note>> = { soybean: SOYBEAN, tomato: TOMATO };
const NOTES_MR: Record<DiseaseCrop, Record<string, DiseaseNoteMr>> = { soybean: SOYBEAN_MR, tomato: TOMATO_MR };

/** Lower case, underscores and repeated spaces as one space. */
const normalize = (label: string): string => label.replace(/_/g, ' ').trim().replace(/\s+/g, ' ').toLowerCase();

/** Each label is found by its full text and by its short name before the parenthesis ('early blight'). */
const INDEX: Record<DiseaseCrop, Map<string, string>> = {
  soybean: indexOf(DISEASE_LABELS.soybean),
  tomato: indexOf(DISEASE_LABELS.tomato),
};

function indexOf(labels: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const label of labels) {
    index.set(normalize(label), label);
    index.set(normalize(label.replace(/\s*\(.*\)\s*$/, '')), label);
  }
  return index;
}

/**
 * Treatment and prevention notes for a leaf-disease class, with `label` set to the canonical
 * label; null for an unknown crop or label. Case-insensitive; underscores count as spaces and the
 * scientific name in parentheses may be left out.
 */
export function diseaseAdvice(crop: DiseaseCrop, label: string): DiseaseAdvice | null {
  const index = INDEX[crop] as Map<string, string> | undefined;
  const canonical = index?.get(normalize(label));
  const note = canonical === undefined ? undefined : NOTES[crop][canonical];
  const mr = canonical === undefined ? undefined : NOTES_MR[crop][canonical];
  if (canonical === undefined || !note || !mr) return null;
  return {
    label: canonical,
    name: { en: note.name.en, hi: note.name.hi, mr: mr.name },
    healthy: note.healthy,
    cause: { en: note.cause.en, hi: note.cause.hi, mr: mr.cause },
    symptoms: { en: note.symptoms.en, hi: note.symptoms.hi, mr: mr.symptoms },
    treatment: { en: [...note.treatment.en], hi: [...note.treatment.hi], mr: [...mr.treatment] },
    prevention: { en: [...note.prevention.en], hi: [...note.prevention.hi], mr: [...mr.prevention] },
    sources: note.sources.map((s) => ({ ...s })),
  };
}
