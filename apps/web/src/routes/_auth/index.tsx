import { createFileRoute, redirect } from '@tanstack/react-router';

// "/" is Home; the patient record is the landing screen (spec part 1 section 2).
export const Route = createFileRoute('/_auth/')({
  beforeLoad: () => {
    throw redirect({ to: '/Registro/SchedaPaziente' });
  },
});
