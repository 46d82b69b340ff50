import { createFileRoute, redirect } from '@tanstack/react-router';

// "/Registro" is Home too (spec part 1 section 2): it opens the patient record.
export const Route = createFileRoute('/_auth/Registro/')({
  beforeLoad: () => {
    throw redirect({ to: '/Registro/SchedaPaziente' });
  },
});
