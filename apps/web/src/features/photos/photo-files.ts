import { photoUploadLimits } from '@madabook/contracts';

export type PhotoFileProblem = 'type' | 'size';

const acceptedTypes: ReadonlyArray<string> = photoUploadLimits.acceptedTypes;

/** What the file picker offers. */
export const photoAccept = acceptedTypes.join(',');

/**
 * Spares a doomed upload: a known type that is not an image we take, or a file over the limit.
 * A file the browser cannot type goes up anyway, and the server, which reads its bytes, decides.
 */
export function photoFileProblem(file: Pick<File, 'type' | 'size'>): PhotoFileProblem | undefined {
  if (file.type !== '' && !acceptedTypes.includes(file.type)) return 'type';
  if (file.size > photoUploadLimits.maxFileBytes) return 'size';
  return undefined;
}

/** The list with one item moved from `from` to `to`, the others keeping their order. */
export function moveItem<T>(items: ReadonlyArray<T>, from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}
