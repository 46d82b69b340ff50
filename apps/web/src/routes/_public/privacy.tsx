import { useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';

// The privacy notice is public: people read it before they sign in (docs/spec-deviations.md).
export const Route = createFileRoute('/_public/privacy')({ component: PrivacyNotice });

function PrivacyNotice() {
  const { t } = useLingui();
  return (
    <article className="prose flex max-w-3xl flex-col gap-4">
      <h1 className="font-bold text-3xl text-brand">{t`Informativa sulla privacy`}</h1>
      <p>
        {t`Cartella conserva i tuoi dati sanitari per permetterti di consultarli e condividerli con i tuoi medici. I dati restano sul server che ospita la tua cartella e non sono ceduti a terzi.`}
      </p>
      <p>
        {t`Puoi consultare il registro degli accessi, revocare i consensi ed eliminare il tuo account in qualsiasi momento dalla pagina Account.`}
      </p>
    </article>
  );
}
