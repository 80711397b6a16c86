type SilhouetteProps = {
  x: number;
  y: number;
  scale?: number;
  color: string;
};

// A Grandidier's baobab standing on (x, y): bottle trunk, short branches, small leaf crowns.
const branches = [
  { d: 'M-8-226C-20-250-42-262-70-268', width: 9, leaf: [-70, -270, 22, 9] },
  { d: 'M-4-228C-10-256-22-276-34-296', width: 8, leaf: [-34, -300, 18, 8] },
  { d: 'M2-228C4-258 2-280 6-304', width: 8, leaf: [6, -308, 20, 9] },
  { d: 'M8-226C20-252 38-266 62-272', width: 9, leaf: [62, -276, 22, 9] },
  { d: 'M10-222C30-236 56-238 80-246', width: 7, leaf: [80, -250, 18, 7] },
  { d: 'M-10-222C-30-232-56-236-82-238', width: 7, leaf: [-82, -241, 18, 7] },
] as const;

export function Baobab({ x, y, scale = 1, color }: SilhouetteProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={color} stroke={color} strokeLinecap="round">
      <path d="M-30 0C-34-90-26-170-14-230H14C26-170 34-90 30 0Z" stroke="none" />
      {branches.map(({ d, width, leaf: [cx, cy, rx, ry] }) => (
        <g key={d}>
          <path d={d} fill="none" strokeWidth={width} />
          <ellipse cx={cx} cy={cy} rx={rx} ry={ry} stroke="none" />
        </g>
      ))}
    </g>
  );
}

// A coconut palm leaning right, rooted on (x, y).
const fronds = [
  'M0 0C-30-6-58 4-76 26',
  'M0 0C-24-22-56-26-80-14',
  'M0 0C-6-30-30-50-56-56',
  'M0 0C16-28 44-38 70-34',
  'M0 0C30-10 56 4 72 28',
  'M0 0C10-34 8-58-6-76',
] as const;

export function PalmTree({ x, y, scale = 1, color }: SilhouetteProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill="none" stroke={color} strokeLinecap="round">
      <path d="M0 0C14-60 30-120 60-170" strokeWidth={9} />
      <g transform="translate(60 -170)" strokeWidth={5}>
        {fronds.map((d) => (
          <path key={d} d={d} />
        ))}
      </g>
    </g>
  );
}

// A sailing pirogue (lakana) floating on (x, y).
export function Pirogue({ x, y, scale = 1, color }: SilhouetteProps) {
  return (
    <g transform={`translate(${x} ${y}) scale(${scale})`} fill={color}>
      <path d="M0 0H90L80 8H10Z" />
      <path d="M40-2V-70L76-4Z" />
    </g>
  );
}
