import sharp from 'sharp';
import type { SeededRandom } from './seeded-random';

/**
 * Demo photos drawn, not downloaded: SVG scenes of Madagascar (sunset over
 * the sea, palms and baobabs, a hotel) and of rooms with a view, rasterised
 * to JPEG so that they go through the upload pipeline like any photo.
 */

/** Scenes are drawn on a 960 × 640 canvas and rendered at 800 × 533: small enough to encode fast. */
const width = 960;
const height = 640;
const svgSize = `width="800" height="533" viewBox="0 0 ${width} ${height}"`;
const horizon = Math.round(height * 0.6);

const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360},${Math.round(saturation)}%,${Math.round(lightness)}%)`;

function sunsetSky(random: SeededRandom, id: string) {
  const hue = random.between(0, 50);
  return {
    defs: `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="${hsl(hue + 230, 45, random.between(18, 30))}"/>
      <stop offset="0.55" stop-color="${hsl(hue + 320, 60, random.between(45, 58))}"/>
      <stop offset="1" stop-color="${hsl(hue + 25, 90, random.between(60, 70))}"/>
    </linearGradient>`,
    sunHue: hue + 40,
  };
}

function sea(random: SeededRandom, top: number, left: number, right: number, sunX: number) {
  const hue = random.between(185, 215);
  const glints = Array.from({ length: 7 }, (_, index) => {
    const y = top + 8 + index * 12;
    const half = 60 - index * 6;
    return `<rect x="${sunX - half}" y="${y}" width="${half * 2}" height="3" fill="#ffd9a0" opacity="0.5"/>`;
  }).join('');
  return `<rect x="${left}" y="${top}" width="${right - left}" height="${height - top}" fill="${hsl(hue, 55, 28)}"/>${glints}`;
}

function palm(x: number, ground: number, size: number, lean: number) {
  const topX = x + lean * size;
  const topY = ground - size;
  const fronds = [-150, -110, -70, -30, 10, 200, 250]
    .map((angle) => {
      const radians = (angle * Math.PI) / 180;
      const endX = topX + Math.cos(radians) * size * 0.55;
      const endY = topY + Math.sin(radians) * size * 0.3 + size * 0.12;
      return `<path d="M${topX},${topY} Q${(topX + endX) / 2},${topY - size * 0.15} ${endX},${endY}" stroke="#1a1410" stroke-width="${size * 0.05}" fill="none" stroke-linecap="round"/>`;
    })
    .join('');
  return `<path d="M${x},${ground} Q${x + lean * size * 0.2},${ground - size * 0.5} ${topX},${topY}" stroke="#1a1410" stroke-width="${size * 0.06}" fill="none"/>${fronds}`;
}

function baobab(x: number, ground: number, size: number) {
  const trunk = size * 0.17;
  const top = ground - size * 0.8;
  const crown = [-1, -0.55, -0.15, 0.2, 0.6, 1]
    .map((spread, index) => {
      const endX = x + spread * size * 0.42;
      const endY = top - size * (0.12 + (index % 2) * 0.08);
      return `<path d="M${x},${top + size * 0.06} Q${x + spread * size * 0.2},${top - size * 0.02} ${endX},${endY}" stroke="#1a1410" stroke-width="${size * 0.045}" fill="none" stroke-linecap="round"/>
        <ellipse cx="${endX}" cy="${endY}" rx="${size * 0.09}" ry="${size * 0.05}" fill="#1a1410"/>`;
    })
    .join('');
  return `<path d="M${x - trunk},${ground} L${x - trunk * 0.75},${top} L${x + trunk * 0.75},${top} L${x + trunk},${ground} Z" fill="#1a1410"/>${crown}`;
}

function building(random: SeededRandom, x: number, ground: number) {
  const floors = random.int(1, 3);
  const buildingWidth = random.int(220, 340);
  const floorHeight = 58;
  const top = ground - floors * floorHeight;
  const wall = hsl(random.between(20, 50), random.between(25, 55), random.between(62, 82));
  const roof = hsl(random.between(0, 25), 45, random.between(28, 40));
  const windows: string[] = [];
  for (let floor = 0; floor < floors; floor++) {
    for (let column = 0; column < Math.floor(buildingWidth / 56); column++) {
      const lit = random.between(0, 1) > 0.35 ? '#ffd27a' : '#3b3340';
      windows.push(
        `<rect x="${x + 18 + column * 56}" y="${top + 14 + floor * floorHeight}" width="26" height="30" fill="${lit}"/>`,
      );
    }
  }
  return `<rect x="${x}" y="${top}" width="${buildingWidth}" height="${ground - top}" fill="${wall}"/>
    <polygon points="${x - 16},${top} ${x + buildingWidth / 2},${top - 52} ${x + buildingWidth + 16},${top}" fill="${roof}"/>
    ${windows.join('')}`;
}

/** A hotel at sunset: sky, sun, sea, a sand or red-earth shore, the building and its trees. */
export function hotelSceneSvg(random: SeededRandom): string {
  const sky = sunsetSky(random, 'sky');
  const sunX = random.int(180, width - 180);
  const shore = random.pick(['sand', 'earth'] as const);
  const shoreColor =
    shore === 'sand' ? hsl(38, 55, random.between(55, 68)) : hsl(14, 55, random.between(30, 40));
  const buildingX = random.pick([60, width - 400]);
  const ground = horizon + 90;
  const trees = Array.from({ length: random.int(2, 4) }, () => {
    const x = random.int(30, width - 30);
    const size = random.int(150, 260);
    return shore === 'sand'
      ? palm(x, ground + random.int(0, 40), size, random.between(-0.4, 0.4))
      : baobab(x, ground + 20, size);
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" ${svgSize}>
    <defs>${sky.defs}
      <radialGradient id="sun"><stop offset="0.4" stop-color="${hsl(sky.sunHue, 95, 75)}"/><stop offset="1" stop-color="${hsl(sky.sunHue, 95, 75)}" stop-opacity="0"/></radialGradient>
    </defs>
    <rect width="${width}" height="${horizon}" fill="url(#sky)"/>
    <circle cx="${sunX}" cy="${horizon - 30}" r="110" fill="url(#sun)"/>
    ${sea(random, horizon, 0, width, sunX)}
    <path d="M0,${ground} Q${width / 2},${ground - 40} ${width},${ground} L${width},${height} L0,${height} Z" fill="${shoreColor}"/>
    ${building(random, buildingX, ground + 10)}
    ${trees}
  </svg>`;
}

/** A room with a view: wall, wooden floor, a window on the sunset, a made bed, a lamp and a plant. */
export function roomSceneSvg(random: SeededRandom): string {
  const sky = sunsetSky(random, 'view');
  const wall = hsl(random.between(20, 60), random.between(20, 45), random.between(70, 86));
  const floor = hsl(random.between(20, 35), 40, random.between(25, 38));
  const sheets = hsl(random.between(0, 360), 15, 94);
  const throwColor = hsl(random.between(0, 360), 55, 45);
  const windowX = random.int(80, 420);
  const floorTop = Math.round(height * 0.72);
  const bedX = random.int(320, 520);
  return `<svg xmlns="http://www.w3.org/2000/svg" ${svgSize}>
    <defs>${sky.defs}</defs>
    <rect width="${width}" height="${floorTop}" fill="${wall}"/>
    <rect y="${floorTop}" width="${width}" height="${height - floorTop}" fill="${floor}"/>
    <rect x="${windowX - 12}" y="68" width="324" height="244" fill="#f4efe6"/>
    <svg x="${windowX}" y="80" width="300" height="220" viewBox="0 0 300 220">
      <rect width="300" height="140" fill="url(#view)"/>
      <circle cx="${random.int(60, 240)}" cy="130" r="26" fill="${hsl(sky.sunHue, 95, 78)}"/>
      <rect y="140" width="300" height="80" fill="${hsl(random.between(185, 215), 55, 32)}"/>
    </svg>
    <rect x="${windowX + 144}" y="80" width="12" height="220" fill="#f4efe6"/>
    <rect x="${bedX}" y="${floorTop - 170}" width="380" height="90" rx="10" fill="${floor}"/>
    <rect x="${bedX - 10}" y="${floorTop - 90}" width="400" height="110" rx="12" fill="${sheets}"/>
    <rect x="${bedX - 10}" y="${floorTop - 40}" width="400" height="45" fill="${throwColor}"/>
    <rect x="${bedX + 30}" y="${floorTop - 118}" width="130" height="42" rx="18" fill="#ffffff"/>
    <rect x="${bedX + 220}" y="${floorTop - 118}" width="130" height="42" rx="18" fill="#ffffff"/>
    <rect x="${bedX - 90}" y="${floorTop - 60}" width="60" height="70" fill="${floor}"/>
    <rect x="${bedX - 62}" y="${floorTop - 92}" width="4" height="32" fill="#4a3a2a"/>
    <polygon points="${bedX - 84},${floorTop - 90} ${bedX - 36},${floorTop - 90} ${bedX - 46},${floorTop - 130} ${bedX - 74},${floorTop - 130}" fill="#ffe2a8"/>
    ${palm(random.int(40, 90), floorTop + 40, 170, random.between(-0.2, 0.2)).replaceAll('#1a1410', '#2f5d3a')}
  </svg>`;
}

/** The scene as a JPEG, as a camera would hand it over. */
export const jpegOf = (svg: string) => sharp(Buffer.from(svg)).jpeg({ quality: 82 }).toBuffer();
