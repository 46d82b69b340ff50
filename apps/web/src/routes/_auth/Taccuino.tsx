import { createFileRoute, redirect } from '@tanstack/react-router';

// Spec 000 section 2: "also /Taccuino" opens the diary; one address for the list keeps links stable.
export const Route = createFileRoute('/_auth/Taccuino')({
  beforeLoad: () => {
    throw redirect({ to: '/Registro/Taccuino' });
  },
});
