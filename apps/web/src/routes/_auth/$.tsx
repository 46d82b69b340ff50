import { createFileRoute } from '@tanstack/react-router';
import { NotFound } from '../../features/shell/components/not-found.tsx';

/**
 * Any address no page answers, signed in: the not-found page inside the shell, in the patient's
 * language, also on a direct load or a refresh (the guard above loads the signed-in catalog).
 */
export const Route = createFileRoute('/_auth/$')({
  component: NotFound,
});
