// Asset metadata: `{ data: record }` in the live service, the record at the top level in the spec.
import { z } from 'zod';
import { assetSchema } from './asset';

export const metadataResponseSchema = z.preprocess(
  (v) => (v && typeof v === 'object' && 'data' in v && v.data && typeof v.data === 'object' && !Array.isArray(v.data) ? v.data : v),
  assetSchema,
);
