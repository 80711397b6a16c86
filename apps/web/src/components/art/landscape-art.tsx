import { useId } from 'react';
import { cn } from '@/lib/cn';
import { Baobab, Pirogue } from './silhouettes';

const SILHOUETTE = '#1f0d06';

/**
 * A west-coast evening drawn in SVG (no photo to download): baobabs on red earth,
 * the sun going down over the lagoon. Decorative, so hidden from assistive technology.
 */
export function LandscapeArt({ className }: { className?: string }) {
  const id = useId();
  const sky = `${id}-sky`;
  const glow = `${id}-glow`;
  const water = `${id}-water`;
  return (
    <svg
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden
      className={cn('size-full', className)}
    >
      <defs>
        <linearGradient id={sky} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#0b4f57" />
          <stop offset="0.38" stopColor="#b8643a" />
          <stop offset="0.62" stopColor="#f0a25c" />
          <stop offset="0.72" stopColor="#fcd9a4" />
        </linearGradient>
        <radialGradient id={glow}>
          <stop offset="0" stopColor="#ffe6b0" stopOpacity="0.9" />
          <stop offset="1" stopColor="#ffd08a" stopOpacity="0" />
        </radialGradient>
        <linearGradient id={water} x1="0" x2="0" y1="0" y2="1">
          <stop offset="0" stopColor="#3d9ca6" />
          <stop offset="1" stopColor="#023c42" />
        </linearGradient>
      </defs>
      <rect width="1600" height="900" fill={`url(#${sky})`} />
      <circle cx="1000" cy="600" r="360" fill={`url(#${glow})`} />
      <circle cx="1000" cy="600" r="96" fill="#fff1cf" />
      <path
        d="M0 610C160 580 300 596 460 572S760 540 900 566 1180 600 1340 572 1540 560 1600 570V650H0Z"
        fill="#8a3a1c"
        opacity="0.55"
      />
      <rect y="640" width="1600" height="260" fill={`url(#${water})`} />
      <g fill="#ffe1a8" opacity="0.7">
        <rect x="910" y="654" width="180" height="5" rx="2.5" />
        <rect x="940" y="674" width="120" height="4" rx="2" />
        <rect x="925" y="696" width="150" height="4" rx="2" />
      </g>
      <Pirogue x={560} y={716} scale={0.9} color={SILHOUETTE} />
      <path d="M1600 690C1420 676 1200 696 1020 728S760 810 700 900H1600Z" fill="#832600" />
      <path d="M1600 770C1420 752 1220 776 1080 816S940 880 920 900H1600Z" fill="#551600" />
      <Baobab x={1090} y={742} scale={1.3} color={SILHOUETTE} />
      <Baobab x={1380} y={722} scale={1} color={SILHOUETTE} />
      <Baobab x={880} y={790} scale={0.62} color={SILHOUETTE} />
    </svg>
  );
}
