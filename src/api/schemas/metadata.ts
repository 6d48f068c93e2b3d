// Asset metadata: `{ data: record }` in the live service, the record at the top level in the spec.
import * as z from 'zod/mini';
import { assetSchema } from './asset';
import { unwrapData } from './primitives';

export const metadataResponseSchema = z.pipe(z.transform(unwrapData), assetSchema);
