export { compactQuery, useCompact, useMediaQuery } from './use-media-query.ts';
