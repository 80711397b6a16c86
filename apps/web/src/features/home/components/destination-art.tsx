import { type ReactNode, useId } from 'react';
import { Baobab, PalmTree, Pirogue } from '@/components/art/silhouettes';
import type { Destination } from '../destinations';

type Scene = {
  sky: [top: string, horizon: string];
  sun: { cx: number; cy: number; r: number; color: string };
  landscape: ReactNode;
};

// One small illustration per destination, each drawn on a 400 × 240 canvas.
const scenes: Record<Destination, Scene> = {
  antananarivo: {
    sky: ['#8fd0d6', '#fdebd0'],
    sun: { cx: 320, cy: 64, r: 24, color: '#fff4d6' },
    landscape: (
      <>
        <path d="M0 150C40 120 90 118 130 135S200 108 250 116 340 100 400 125V240H0Z" fill="#9bb37a" />
        <path d="M232 96 250 80 268 96Z" fill="#551600" />
        <rect x="236" y="95" width="28" height="20" fill="#9d3001" />
        <path d="M229 115V92L231.5 86 234 92V115ZM266 115V92L268.5 86 271 92V115Z" fill="#551600" />
        <g fill="#c2410c">
          <rect x="150" y="126" width="12" height="9" />
          <rect x="170" y="122" width="10" height="9" />
          <rect x="296" y="112" width="12" height="9" />
          <rect x="318" y="110" width="10" height="8" />
        </g>
        <path d="M0 175C60 150 120 150 180 165S300 160 400 150V240H0Z" fill="#5f8a3a" />
        <path d="M0 200C80 185 160 190 240 200S360 205 400 195V240H0Z" fill="#7fae4a" />
        <g fill="none" stroke="#a6cf6b" strokeWidth="2">
          <path d="M0 212C80 198 160 203 240 212S360 216 400 207" />
          <path d="M0 224C80 211 160 216 240 224S360 228 400 219" />
          <path d="M0 236C80 224 160 229 240 236S360 240 400 231" />
        </g>
      </>
    ),
  },
  nosyBe: {
    sky: ['#5cc4d0', '#e7f7f5'],
    sun: { cx: 90, cy: 60, r: 22, color: '#fffbe8' },
    landscape: (
      <>
        <path d="M220 140C244 116 290 110 322 126 340 134 352 140 364 140Z" fill="#3e7c4a" />
        <rect y="138" width="400" height="102" fill="#1fa3ad" />
        <path d="M0 186C110 170 220 178 300 206S360 240 370 240H0Z" fill="#6fd3d2" />
        <path d="M0 204C90 186 200 194 262 218S330 240 340 240H0Z" fill="#f6e7c8" />
        <Pirogue x={250} y={162} scale={0.35} color="#3b2a1d" />
        <PalmTree x={54} y={222} scale={0.6} color="#2d4a2a" />
      </>
    ),
  },
  sainteMarie: {
    sky: ['#6fa9c9', '#e9f2f1'],
    sun: { cx: 330, cy: 56, r: 18, color: '#ffffff' },
    landscape: (
      <>
        <rect y="128" width="400" height="112" fill="#0e6f80" />
        <path d="M0 160C120 150 280 156 400 150V240H0Z" fill="#0b5c6b" />
        <path
          d="M205 182C203 166 201 154 195 144 184 142 170 136 162 124 179 126 194 130 205 137 216 130 231 126 248 124 240 136 226 142 215 144 209 154 207 166 205 182Z"
          fill="#23343d"
        />
        <g fill="#e9f2f1" opacity="0.85">
          <ellipse cx="205" cy="184" rx="30" ry="4" />
          <circle cx="184" cy="176" r="2.5" />
          <circle cx="228" cy="174" r="2" />
        </g>
        <path d="M0 212C34 206 66 220 88 240H0Z" fill="#efdcb6" />
        <PalmTree x={18} y={236} scale={0.62} color="#1f3a2a" />
      </>
    ),
  },
  morondava: {
    sky: ['#f08a4b', '#ffd9a0'],
    sun: { cx: 200, cy: 150, r: 40, color: '#fff0c8' },
    landscape: (
      <>
        <path d="M0 185C120 175 280 175 400 185V240H0Z" fill="#9d3001" />
        <path d="M172 240 196 184H204L228 240Z" fill="#c2410c" />
        <Baobab x={70} y={192} scale={0.45} color="#2a120a" />
        <Baobab x={138} y={186} scale={0.33} color="#2a120a" />
        <Baobab x={268} y={186} scale={0.36} color="#2a120a" />
        <Baobab x={340} y={194} scale={0.5} color="#2a120a" />
      </>
    ),
  },
  antsirabe: {
    sky: ['#b9d7dc', '#f3ede0'],
    sun: { cx: 80, cy: 56, r: 20, color: '#fff8e6' },
    landscape: (
      <>
        <path d="M110 150 188 86Q200 77 212 86L296 150Z" fill="#7a8f6a" opacity="0.8" />
        <path d="M0 160C60 130 120 140 160 150S260 140 320 130 380 140 400 150V240H0Z" fill="#4e7a3c" />
        <ellipse cx="210" cy="192" rx="124" ry="28" fill="#2aa1a9" />
        <ellipse cx="186" cy="186" rx="60" ry="7" fill="#7fd1d3" opacity="0.7" />
        <path d="M0 218C100 206 300 210 400 222V240H0Z" fill="#3c6630" />
      </>
    ),
  },
  diegoSuarez: {
    sky: ['#4fb6c9', '#f2f4ea'],
    sun: { cx: 330, cy: 50, r: 20, color: '#fffdf0' },
    landscape: (
      <>
        <path d="M0 130C80 122 160 126 240 120S360 118 400 124V140H0Z" fill="#6b8c5a" />
        <rect y="136" width="400" height="104" fill="#168e9a" />
        <path d="M196 152C196 122 210 100 230 98 250 100 264 122 264 152Z" fill="#5c7e45" />
        <ellipse cx="230" cy="153" rx="42" ry="4" fill="#0f6f79" />
        <path
          d="M0 240V190L12 170 20 188 30 160 40 186 50 172 60 192 72 166 84 194 96 178 106 200 120 186 134 240Z"
          fill="#c2410c"
        />
        <path d="M260 240 274 206 284 222 296 196 308 224 320 210 334 240Z" fill="#9d3001" />
      </>
    ),
  },
};

/** Decorative: the card's text names the place. */
export function DestinationArt({ destination }: { destination: Destination }) {
  const skyId = useId();
  const { sky, sun, landscape } = scenes[destination];
  return (
    <svg viewBox="0 0 400 240" preserveAspectRatio="xMidYMax slice" aria-hidden className="size-full">
      <defs>
        <linearGradient id={skyId} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="0.65" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect width="400" height="240" fill={`url(#${skyId})`} />
      <circle cx={sun.cx} cy={sun.cy} r={sun.r} fill={sun.color} />
      {landscape}
    </svg>
  );
}
