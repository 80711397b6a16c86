const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an element or a quoted attribute, in HTML and XML alike. */
export const escapeMarkup = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => entities[char] ?? char);

/** JSON for a `<script>` element: `<`, `>` and `&` as \u escapes, so no value can close it or open a comment. */
export const jsonInScript = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&]/g, (char) => `\\u00${char.charCodeAt(0).toString(16)}`);
