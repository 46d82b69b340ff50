import { createFileRoute } from '@tanstack/react-router';
import { PrivacyNotice } from '../../features/privacy/privacy-notice.tsx';
import { SupportContact } from '../../features/shell/components/support-contact.tsx';
import { loadPrivacyCatalog } from '../../lib/i18n.ts';

// The privacy notice is public: people read it before they sign in (docs/spec-deviations.md).
// Its texts are a catalog of their own (lingui.config.ts), loaded here, not with the login page.
export const Route = createFileRoute('/_public/privacy')({
  loader: () => loadPrivacyCatalog(),
  component: PrivacyPage,
});

function PrivacyPage() {
  return <PrivacyNotice contact={<SupportContact />} />;
}
