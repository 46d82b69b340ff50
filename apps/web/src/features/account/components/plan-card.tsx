import { Button } from '@cartella/ui/button';
import { Checkbox } from '@cartella/ui/checkbox';
import { useLingui } from '@lingui/react/macro';
import { type UIEvent, useEffect, useRef, useState } from 'react';
import { intlLocale } from '../../../lib/dates.ts';

export interface PlanView {
  id: number;
  descrizione: string;
  costo: number;
  durata_desc: string;
  include: string;
  testo_contratto: string;
}

/** Whether a scrollable element is at its end (one pixel of rounding slack). */
function atEnd(element: HTMLElement): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight - 1;
}

/**
 * One plan (spec part 2, "Subscriptions page"; section 4 "Contract"): cost, what it includes, the
 * contract; the accept box is enabled once the contract is scrolled to its end, and the payment
 * button shows once it is accepted (and payment is configured).
 */
export function PlanCard({
  plan,
  paymentConfigured,
  onPay,
  paying,
}: {
  plan: PlanView;
  paymentConfigured: boolean;
  onPay: () => void;
  paying: boolean;
}) {
  const { t, i18n } = useLingui();
  const contract = useRef<HTMLElement>(null);
  const [read, setRead] = useState(false);
  const [accepted, setAccepted] = useState(false);
  useEffect(() => {
    // A contract short enough to show whole needs no scrolling.
    if (contract.current && atEnd(contract.current)) setRead(true);
  }, []);
  const cost = new Intl.NumberFormat(intlLocale(i18n.locale), { style: 'currency', currency: 'EUR' }).format(
    plan.costo,
  );
  const hintId = `contract-hint-${plan.id}`;
  return (
    <section
      aria-labelledby={`plan-${plan.id}`}
      className="flex flex-col gap-3 rounded border border-gray-300 p-4"
    >
      <h2 id={`plan-${plan.id}`} className="font-bold text-2xl text-brand">
        {plan.descrizione}: {cost} / {plan.durata_desc}
      </h2>
      <p>{plan.include}</p>
      <section
        ref={contract}
        aria-label={t`Contratto: ${plan.descrizione}`}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the scrollable contract must be reachable by keyboard.
        tabIndex={0}
        onScroll={(event: UIEvent<HTMLElement>) => {
          if (atEnd(event.currentTarget)) setRead(true);
        }}
        className="max-h-48 overflow-y-auto whitespace-pre-line rounded border border-gray-300 p-3"
        data-testid={`contract-${plan.id}`}
      >
        {plan.testo_contratto}
      </section>
      {read ? null : (
        <p id={hintId} className="text-gray-700">
          {t`Leggi il contratto fino in fondo: poi potrai accettarlo.`}
        </p>
      )}
      <Checkbox
        label={t`Accetto il contratto: ${plan.descrizione}`}
        checked={accepted}
        disabled={!read}
        onCheckedChange={setAccepted}
      />
      {accepted && paymentConfigured ? (
        <div>
          <Button onClick={onPay} disabled={paying}>
            {t`Paga con PayPal`}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
