// Regenerates swisseph-2.10.03.json: reference values from the Swiss Ephemeris C library,
// through the `sweph` Node binding (npm sweph@2.10.3-b-1, SE 2.10.03). Not a dependency of
// the project (AGPL, native build): install it somewhere else and point SWEPH_DIR at it:
//   mkdir /tmp/se && cd /tmp/se && npm install sweph@2.10.3-b-1
//   SWEPH_DIR=/tmp/se node packages/astro/test/vectors/generate-swisseph.mjs
// Without ephemeris files SE uses its built-in Moshier ephemeris (SEFLG_MOSEPH), which its
// documentation puts within 1 arcsec of JPL DE431 for the planets and a few arcsec for the Moon.
import { createRequire } from 'node:module';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

const require = createRequire(join(process.env.SWEPH_DIR ?? '/tmp/se', 'package.json'));
const s = require('sweph');
const C = s.constants;

// Deterministic pseudo-random cases: 1900-2100, latitudes -66..66, any longitude.
let seed = 20240601;
const rnd = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
const BODIES = {
  Sun: 0,
  Moon: 1,
  Mercury: 2,
  Venus: 3,
  Mars: 4,
  Jupiter: 5,
  Saturn: 6,
  Uranus: 7,
  Neptune: 8,
  Pluto: 9,
};
const round = (x, d) => Number(x.toFixed(d));
const t0 = Date.UTC(1900, 0, 1);
const t1 = Date.UTC(2100, 0, 1);
const cases = [];
for (let i = 0; i < 240; i++) {
  const ms = Math.round(t0 + rnd() * (t1 - t0));
  const lat = round(-66 + 132 * rnd(), 4);
  const lon = round(-180 + 360 * rnd(), 4);
  const jdUt = ms / 86400000 + 2440587.5;
  const flags = C.SEFLG_MOSEPH | C.SEFLG_SPEED;
  const tropical = {};
  for (const [name, id] of Object.entries({
    ...BODIES,
    MeanNode: C.SE_MEAN_NODE,
    TrueNode: C.SE_TRUE_NODE,
  })) {
    const r = s.calc_ut(jdUt, id, flags).data;
    tropical[name] = [round(r[0], 7), round(r[1], 7), round(r[3], 7)];
  }
  const ayanamsa = {};
  for (const [name, mode] of Object.entries({
    lahiri: C.SE_SIDM_LAHIRI,
    raman: C.SE_SIDM_RAMAN,
    kp: C.SE_SIDM_KRISHNAMURTI,
  })) {
    s.set_sid_mode(mode, 0, 0);
    ayanamsa[name] = round(s.get_ayanamsa_ex_ut(jdUt, C.SEFLG_MOSEPH).data, 8);
  }
  s.set_sid_mode(C.SE_SIDM_LAHIRI, 0, 0);
  const sidereal = {};
  for (const [name, id] of Object.entries({ ...BODIES, MeanNode: C.SE_MEAN_NODE })) {
    const r = s.calc_ut(jdUt, id, flags | C.SEFLG_SIDEREAL).data;
    sidereal[name] = [round(r[0], 7), round(r[3], 7)];
  }
  const h = s.houses_ex2(jdUt, 0, lat, lon, 'P').data;
  const hs = s.houses_ex2(jdUt, C.SEFLG_SIDEREAL, lat, lon, 'W').data;
  cases.push({
    utc: new Date(ms).toISOString(),
    lat,
    lon,
    deltaTSeconds: round(s.deltat_ex(jdUt, C.SEFLG_MOSEPH).data * 86400, 3),
    ayanamsa,
    tropical,
    sidereal,
    ascendant: round(h.points[0], 7),
    mc: round(h.points[1], 7),
    placidus: h.houses.map((c) => round(c, 7)),
    siderealAscendant: round(hs.points[0], 7),
  });
}
const out = {
  source: `Swiss Ephemeris ${s.version()} (npm sweph 2.10.3-b-1), Moshier ephemeris, default flags (apparent, true equinox of date)`,
  columns: {
    tropical:
      '[longitude deg, latitude deg, longitude speed deg/day], apparent, true equinox of date',
    sidereal: '[longitude deg, speed deg/day], SE_SIDM_LAHIRI',
    ayanamsa: 'true ayanamsa (swe_get_ayanamsa_ex_ut, with nutation), deg',
    placidus: 'tropical Placidus cusps 1-12, deg',
  },
  cases,
};
writeFileSync(
  new URL('./swisseph-2.10.03.json', import.meta.url),
  JSON.stringify(out, null, 1) + '\n',
);
console.log(`wrote ${cases.length} cases`);
