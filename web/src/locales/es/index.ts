import type { Translation } from '../en';
import { fromFiles, keySpace } from '../key-space';

/** Spanish, one object per namespace: its files, each checked against English's shape. */
export const namespaces = fromFiles(
  import.meta.glob(['./*.ts', '!./index.ts'], { eager: true }),
) as Translation;

export default keySpace(namespaces);
