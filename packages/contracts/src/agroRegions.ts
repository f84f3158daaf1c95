/**
 * The agro-climatic regions an Expert picks from when suggesting a different N-P-K (spec 2.6: 32 names,
 * 'Western Himalayas' first, 'Island region (Andaman & Nicobar)' last). The values are sent as
 * `AgroZone` and stored with the feedback, so a name never changes once released; add new ones only.
 *
 * Source. The original app's own list of 32 was not found in any public source we could search, so it
 * is rebuilt here from the classification it is named after: the Planning Commission's 15
 * agro-climatic regions (Agro-Climatic Regional Planning, S. S. Khanna, 1988–89), each split into the
 * state portions it covers, as listed by e.g. krishisewa.com ("Agroclimatic zones of India", IARI),
 * generalknowledgebook.com ("15 Agroclimatic Zones of India": Western Himalayas in three sub-zones)
 * and papertyari.com ("Agro-climatic Zones of India": the plateaus, plains and coasts each region
 * spans). Names follow the 'Region (states)' style of the nutrient calculator's default zone
 * 'Western Himalayas (J & K, H.P.)' (spec 4), which is the first entry here.
 */
export const AGRO_CLIMATIC_REGIONS = [
  // 1 Western Himalayan region
  { id: 'wh-jk-hp', region: 1, name: 'Western Himalayas (J & K, H.P.)' },
  { id: 'wh-uk', region: 1, name: 'Western Himalayas (Uttarakhand hills)' },
  // 2 Eastern Himalayan region
  { id: 'eh-sikkim', region: 2, name: 'Eastern Himalayas (Sikkim, Darjeeling hills)' },
  { id: 'eh-assam', region: 2, name: 'Eastern Himalayas (Assam, Meghalaya)' },
  { id: 'eh-ne', region: 2, name: 'Eastern Himalayas (Arunachal Pradesh, Nagaland, Manipur, Mizoram, Tripura)' },
  // 3 Lower Gangetic plain region
  { id: 'lgp-wb', region: 3, name: 'Lower Gangetic Plain (W.B.)' },
  // 4 Middle Gangetic plain region
  { id: 'mgp-up', region: 4, name: 'Middle Gangetic Plain (Eastern U.P.)' },
  { id: 'mgp-bihar', region: 4, name: 'Middle Gangetic Plain (Bihar)' },
  // 5 Upper Gangetic plain region
  { id: 'ugp-up', region: 5, name: 'Upper Gangetic Plain (Western U.P.)' },
  // 6 Trans-Gangetic plain region
  { id: 'tgp-pb', region: 6, name: 'Trans Gangetic Plain (Punjab)' },
  { id: 'tgp-hr', region: 6, name: 'Trans Gangetic Plain (Haryana, Delhi, Chandigarh, Sri Ganganagar)' },
  // 7 Eastern plateau and hills region
  { id: 'eph-jh', region: 7, name: 'Eastern Plateau & Hills (Jharkhand, W.B. plateau)' },
  { id: 'eph-cg', region: 7, name: 'Eastern Plateau & Hills (Chhattisgarh, Eastern M.P.)' },
  { id: 'eph-od', region: 7, name: 'Eastern Plateau & Hills (Inland Odisha, Eastern Maharashtra)' },
  // 8 Central plateau and hills region
  { id: 'cph-mp', region: 8, name: 'Central Plateau & Hills (M.P.)' },
  { id: 'cph-raj', region: 8, name: 'Central Plateau & Hills (Eastern Rajasthan)' },
  { id: 'cph-up', region: 8, name: 'Central Plateau & Hills (Bundelkhand, U.P.)' },
  // 9 Western plateau and hills region
  { id: 'wph-mh', region: 9, name: 'Western Plateau & Hills (Maharashtra)' },
  { id: 'wph-mp', region: 9, name: 'Western Plateau & Hills (Malwa, M.P.)' },
  // 10 Southern plateau and hills region
  { id: 'sph-ka', region: 10, name: 'Southern Plateau & Hills (Karnataka)' },
  { id: 'sph-ap', region: 10, name: 'Southern Plateau & Hills (Telangana, Rayalaseema)' },
  { id: 'sph-tn', region: 10, name: 'Southern Plateau & Hills (Tamil Nadu)' },
  // 11 East coast plains and hills region
  { id: 'ecp-od', region: 11, name: 'East Coast Plains & Hills (Coastal Odisha)' },
  { id: 'ecp-ap', region: 11, name: 'East Coast Plains & Hills (Coastal Andhra)' },
  { id: 'ecp-tn', region: 11, name: 'East Coast Plains & Hills (Tamil Nadu, Puducherry)' },
  // 12 West coast plains and ghats region
  { id: 'wcp-konkan', region: 12, name: 'West Coast Plains & Ghats (Konkan, Goa)' },
  { id: 'wcp-ka', region: 12, name: 'West Coast Plains & Ghats (Coastal Karnataka)' },
  { id: 'wcp-kl', region: 12, name: 'West Coast Plains & Ghats (Kerala, Nilgiris)' },
  // 13 Gujarat plains and hills region
  { id: 'gph-gj', region: 13, name: 'Gujarat Plains & Hills' },
  // 14 Western dry region
  { id: 'wdr-raj', region: 14, name: 'Western Dry Region (Rajasthan)' },
  // 15 The islands region
  { id: 'isl-ld', region: 15, name: 'Island region (Lakshadweep)' },
  { id: 'isl-an', region: 15, name: 'Island region (Andaman & Nicobar)' },
] as const;

export type AgroRegionId = (typeof AGRO_CLIMATIC_REGIONS)[number]['id'];
export type AgroRegionName = (typeof AGRO_CLIMATIC_REGIONS)[number]['name'];

/** The 32 names, in the order the select offers them. */
export const AGRO_REGION_NAMES: readonly AgroRegionName[] = AGRO_CLIMATIC_REGIONS.map((r) => r.name);

/** The nutrient calculator's default zone (spec 4). */
export const DEFAULT_AGRO_REGION: AgroRegionName = 'Western Himalayas (J & K, H.P.)';
