import { therapyReportOperations } from '@cartella/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type { DataSource } from '@cartella/domain';

/**
 * The data sets listed on /fonti (GET /api/fontiDati). A module of its own: the sources page does
 * not load the adverse-reaction module, whose answer schemas the patient record's chunk holds.
 */
const dataSourceKeys = {
  all: () => ['data-sources'] as const,
};

export const dataSourcesQueryOptions = () =>
  queryOptions({
    queryKey: dataSourceKeys.all(),
    queryFn: async () => (await apiClient.call(therapyReportOperations.sources)).data,
    staleTime: Number.POSITIVE_INFINITY,
  });
