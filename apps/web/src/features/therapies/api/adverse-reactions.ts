import type { PregnancyTrimester, ReactionOutcome, ReactionSeverity } from '@cartella/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetchBlob, apiFetchUnchecked } from '../../../lib/api-client.ts';

/** A filed report as GET /api/getAdverseReaction/{id} answers it (spec 000 section 3). */
export interface AdverseReport {
  id: number;
  /** The therapy the report was filed against; null once that therapy is deleted (the report stays). */
  id_terapie: number | null;
  farmaco: string;
  created_at: string;
  id_structure_pharmacovigilance: number;
  date_last_menstruation: string | null;
  pregnancy: PregnancyTrimester | null;
  nursing_mother: 0 | 1 | null;
  reaction: string;
  date_reaction: string;
  severity: ReactionSeverity;
  reaction_affect: number;
  reaction_duration: string;
  drugs_to_treat_reaction: string;
  reaction_now: ReactionOutcome;
  batch_number: string;
  prescribed_by_doctor: 0 | 1;
  care_provider_warned: 0 | 1;
  reason: string;
  adverse_reaction_drug_suspended: 0 | 1;
  first_assumption_date: string;
  last_assumption_date: string;
  how_many_times_day: string;
  how_drug_taken: string;
  drug_already_used: 0 | 1;
  same_reaction: 0 | 1;
  other_drugs_used: string;
  other_diseases: string;
  name_care_provider: string;
  contactable_care_provider: 0 | 1;
  address_care_provider: string;
  phone_care_provider: string;
}

/** Every query key of the adverse-reaction reports and the data sources, one factory. */
export const adverseReportKeys = {
  all: ['adverse-reports'] as const,
  list: (userId: number) => [...adverseReportKeys.all, userId] as const,
  dataSources: () => ['data-sources'] as const,
};

/** The caller's reports, newest first (the list is by user id, spec 000 section 7). */
export const adverseReportsQueryOptions = (userId: number) =>
  queryOptions({
    queryKey: adverseReportKeys.list(userId),
    queryFn: async () =>
      (await apiFetchUnchecked<{ data: AdverseReport[] }>(`getAdverseReaction/${userId}`)).data,
  });

export function useCreateAdverseReportMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiFetchUnchecked<{ message: string; id: number }>('adverseReaction', { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adverseReportKeys.all }),
  });
}

/** One of the data sets listed on /fonti (GET /api/fontiDati). */
export interface DataSource {
  id: 'comuni' | 'farmaci' | 'atc' | 'interazioni' | 'farmacovigilanza';
  attribuzioni: string[];
  licenza: string;
  url: string;
}

export const dataSourcesQueryOptions = () =>
  queryOptions({
    queryKey: adverseReportKeys.dataSources(),
    queryFn: async () => (await apiFetchUnchecked<{ data: DataSource[] }>('fontiDati')).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * Downloads a PDF the API produces: the blob comes through the api-client (session cookie,
 * language, translated errors) and becomes an object URL that a temporary link saves under `fileName`.
 */
export async function downloadPdf(path: string, fileName: string): Promise<void> {
  const url = URL.createObjectURL(await apiFetchBlob(path, 'application/pdf'));
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the browser's download; a later tick frees it.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
