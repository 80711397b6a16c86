/** A callback's body as JSON, or undefined when it is not JSON: parsing a callback never throws. */
export function callbackJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}
