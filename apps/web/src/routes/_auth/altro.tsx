import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { personalLinksQueryOptions } from '../../features/links/api/links.ts';
import { PersonalLinks } from '../../features/links/components/personal-links.tsx';
import { ReferenceLists } from '../../features/links/components/reference-lists.tsx';
import { RouteError } from '../../features/shell/components/route-error.tsx';
import { queryClient } from '../../lib/query-client.ts';

export const Route = createFileRoute('/_auth/altro')({
  loader: ({ context: { session } }) =>
    queryClient.ensureQueryData(personalLinksQueryOptions(session.user.id_paziente)),
  errorComponent: RouteError,
  component: LinksPage,
});

/** /altro (spec 001 section 2 "'Altro' page"): personal links and the reference lists. */
function LinksPage() {
  const { t } = useLingui();
  const { session } = Route.useRouteContext();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="font-bold text-3xl text-brand">{t`Altro`}</h1>
      <PersonalLinks patientId={session.user.id_paziente} />
      <ReferenceLists />
    </div>
  );
}
