/** A response body for assertions: tests read what the API really sent. */
// biome-ignore lint/suspicious/noExplicitAny: assertions inspect arbitrary JSON
export const readJson = async (response: Response): Promise<any> => response.json();
