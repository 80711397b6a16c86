/** Spreadsheets run a cell starting with one of these as a formula (CSV injection). */
const formulaStart = /^[=+\-@\t\r]/;

function csvCell(value: string): string {
  const safe = formulaStart.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** RFC 4180: CRLF line ends, quoted cells where needed; cells that would run as formulas are neutralised. */
export function toCsv(header: string[], rows: string[][]): string {
  return [header, ...rows].map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}

/** A CSV file to send as an attachment. */
export interface CsvFile {
  filename: string;
  content: string;
}
