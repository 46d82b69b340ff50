import { useLingui } from '@lingui/react/macro';
import { supportHref } from '../../../lib/support.ts';

/** "Contact support" with the operator's address, or nothing when none is configured. */
export function SupportContact() {
  const { t } = useLingui();
  const href = supportHref();
  if (href === null) return null;
  const label = href.startsWith('mailto:') ? href.slice('mailto:'.length) : href;
  return (
    <p>
      {t`Assistenza:`}{' '}
      <a href={href} className="text-brand underline">
        {label}
      </a>
    </p>
  );
}
