import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { RouteError } from '../../../features/shell/components/route-error.tsx';
import { drugDetailsQueryOptions } from '../../../features/therapies/api/therapies.ts';
import { DrugDataNotice } from '../../../features/therapies/components/drug-data-notice.tsx';
import { DrugDetailsView } from '../../../features/therapies/components/drug-details.tsx';
import { loadTherapiesCatalog } from '../../../lib/i18n.ts';
import { queryClient } from '../../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/farmacoDetails/$id')({
  // Prefetched, not ensured: an unknown drug is the page's own "not found" state, not an error screen.
  loader: ({ params }) =>
    Promise.all([
      loadTherapiesCatalog(),
      queryClient.prefetchQuery({ ...drugDetailsQueryOptions(params.id), retry: false }),
    ]),
  errorComponent: RouteError,
  component: DrugDetailsPage,
});

/** /farmacoDetails/{id_farmaco_codifa} (spec 000 section 2), opened in a new window from the lists. */
function DrugDetailsPage() {
  const { id } = Route.useParams();
  const details = useQuery({ ...drugDetailsQueryOptions(id), retry: false });
  return (
    <div className="flex flex-col gap-6">
      <DrugDetailsView details={details.data} pending={details.isPending} failed={details.isError} />
      <DrugDataNotice />
    </div>
  );
}
