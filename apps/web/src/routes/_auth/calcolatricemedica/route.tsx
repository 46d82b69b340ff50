import { createFileRoute } from '@tanstack/react-router';
import { loadCalculatorsCatalog } from '../../../lib/i18n.ts';

/** Every calculator page: their texts come in a catalog of their own (lingui.config.ts). */
export const Route = createFileRoute('/_auth/calcolatricemedica')({
  loader: () => loadCalculatorsCatalog(),
});
