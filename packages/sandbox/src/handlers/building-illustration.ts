/** What an illustration is drawn from: the offering's id (its seed), floors and facade colour. */
export interface IllustratedBuilding {
  id: string;
  floorsAboveGround: number;
  color: string;
}

const WIDTH = 400;
const HEIGHT = 300;
const GROUND_Y = 262;

/** The skies a photo might be taken under: top and horizon colours, and whether the sun is out. */
const SKIES = [
  { top: '#7fb8f0', horizon: '#d9ecfb', sun: '#fff4c2' },
  { top: '#5d9ee0', horizon: '#cfe6f7', sun: '#fff8d8' },
  { top: '#f2a172', horizon: '#fbe0c4', sun: '#ffe08a' },
  { top: '#8fb3d9', horizon: '#eef3f8', sun: null },
] as const;

/**
 * A small deterministic generator (mulberry32) seeded from the id, so an offering looks the same
 * on every load and in every test.
 */
function randomFrom(id: string): () => number {
  let seed = [...id].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16_777_619), 2_166_136_261) >>> 0;
  return () => {
    seed = (seed + 0x6d2b79f5) >>> 0;
    let t = seed;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A colour a share lighter (positive) or darker (negative) than `hex`. */
function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(Math.min(255, Math.max(0, next)))
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function skyOf(random: () => number): string {
  const sky = SKIES[Math.floor(random() * SKIES.length)] ?? SKIES[0];
  const sun = sky.sun ? `<circle cx="${60 + Math.round(random() * 80)}" cy="${48 + Math.round(random() * 20)}" r="22" fill="${sky.sun}" fill-opacity="0.9"/>` : '';
  const clouds = Array.from({ length: 2 + Math.floor(random() * 2) }, () => {
    const x = Math.round(random() * 340);
    const y = 30 + Math.round(random() * 60);
    return `<g fill="#ffffff" fill-opacity="0.85"><ellipse cx="${x}" cy="${y}" rx="28" ry="10"/><ellipse cx="${x + 18}" cy="${y - 7}" rx="18" ry="10"/></g>`;
  }).join('');
  return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky.top}"/><stop offset="1" stop-color="${sky.horizon}"/></linearGradient></defs><rect width="${WIDTH}" height="${HEIGHT}" fill="url(#sky)"/>${sun}${clouds}`;
}

/** Lower neighbours either side, in greys, for a street's depth. */
function neighboursOf(random: () => number): string {
  return [18, 292]
    .map((x) => {
      const height = 70 + Math.round(random() * 70);
      return `<rect x="${x}" y="${GROUND_Y - height}" width="90" height="${height}" fill="#9aa5b1" fill-opacity="0.55"/>`;
    })
    .join('');
}

/** The facade: one band per floor (at most 16 drawn), a window grid, a roof and an entrance. */
function facadeOf(building: IllustratedBuilding, random: () => number): string {
  const floors = Math.min(Math.max(building.floorsAboveGround, 3), 16);
  const floorHeight = Math.min(22, Math.floor(200 / floors));
  const width = 150 + Math.round(random() * 40);
  const x = Math.round((WIDTH - width) / 2);
  const top = GROUND_Y - floors * floorHeight;
  const columns = Math.max(3, Math.floor(width / 30));
  const gap = width / columns;
  const glass = random() > 0.5 ? '#cfe7f5' : '#f6e7b8';
  const windows: string[] = [];
  for (let floor = 1; floor < floors; floor += 1) {
    const y = top + floor * floorHeight - floorHeight + 5;
    for (let column = 0; column < columns; column += 1) {
      const lit = random() > 0.25;
      windows.push(`<rect x="${(x + column * gap + 5).toFixed(1)}" y="${y}" width="${(gap - 10).toFixed(1)}" height="${floorHeight - 9}" rx="1" fill="${lit ? glass : shade(building.color, -0.35)}"/>`);
    }
  }
  const doorWidth = 34;
  return [
    `<rect x="${x - 6}" y="${top - 10}" width="${width + 12}" height="10" fill="${shade(building.color, -0.3)}"/>`,
    `<rect x="${x}" y="${top}" width="${width}" height="${GROUND_Y - top}" fill="${building.color}"/>`,
    `<rect x="${x + width - 18}" y="${top}" width="18" height="${GROUND_Y - top}" fill="${shade(building.color, -0.18)}"/>`,
    ...windows,
    `<rect x="${x + (width - doorWidth) / 2}" y="${GROUND_Y - floorHeight + 2}" width="${doorWidth}" height="${floorHeight - 2}" fill="${shade(building.color, 0.55)}"/>`,
  ].join('');
}

/**
 * An SVG a person might take of the building: a sky (blue, clear, dusk or overcast), the facade
 * in the building's colour with one band of windows per floor, its neighbours and a street. The
 * same id always draws the same picture.
 *
 * @example
 * buildingIllustrationSvg({ id: '108', floorsAboveGround: 15, color: '#3b8ea5' }).startsWith('<svg'); // true
 */
export function buildingIllustrationSvg(building: IllustratedBuilding): string {
  const random = randomFrom(building.id);
  const street = `<rect y="${GROUND_Y}" width="${WIDTH}" height="${HEIGHT - GROUND_Y}" fill="#6b7078"/><rect y="${GROUND_Y}" width="${WIDTH}" height="6" fill="#c9ccd1"/>`;
  const trees = [60, 340]
    .map((cx) => `<rect x="${cx - 2}" y="${GROUND_Y - 18}" width="4" height="18" fill="#6b4f35"/><circle cx="${cx}" cy="${GROUND_Y - 26}" r="14" fill="#4f8a4b"/>`)
    .join('');
  const body = skyOf(random) + neighboursOf(random) + facadeOf(building, random) + street + trees;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${body}</svg>`;
}
