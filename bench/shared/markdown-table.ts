/** A Markdown table with its columns padded, readable in a terminal as it is. */
export function markdownTable(
  header: string[],
  rows: string[][],
  rightAligned: (column: number) => boolean,
): string[] {
  const widths = header.map((cell, column) =>
    Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => (rightAligned(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0))).join(' | ')} |`;
  const rule = widths.map((width, column) =>
    rightAligned(column) ? `${'-'.repeat(width - 1)}:` : '-'.repeat(width),
  );
  return [line(header), `| ${rule.join(' | ')} |`, ...rows.map(line)];
}
