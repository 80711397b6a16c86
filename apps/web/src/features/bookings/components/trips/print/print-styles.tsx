/**
 * Paper for the printable page: only the sheet is printed (no site header, footer, navigation or
 * toasts), black on white whatever the screen's theme. Scoped to a document that holds a sheet, so
 * it changes nothing once the page is left (React keeps a hoisted style in the head).
 */
const printCss = `
@media print {
  @page { margin: 12mm; }
  html:has([data-print-sheet]),
  html:has([data-print-sheet]) body { background: #fff !important; color: #000 !important; }
  body:has([data-print-sheet]) :is(header, footer, nav, [data-sonner-toaster], [data-print-hidden]) {
    display: none !important;
  }
  [data-print-sheet],
  [data-print-sheet] * {
    color: #000 !important;
    background: transparent !important;
    box-shadow: none !important;
  }
  [data-print-sheet] * { border-color: #8a8a8a !important; }
  [data-print-sheet] svg[role="img"] { background: #fff !important; }
  [data-print-sheet] section { break-inside: avoid; }
}
`;

export function PrintStyles() {
  return (
    <style href="madabook-trip-print" precedence="default">
      {printCss}
    </style>
  );
}
