import { createFileRoute } from '@tanstack/react-router';
import { AdminHome } from '../../../features/admin/components/admin-home.tsx';

export const Route = createFileRoute('/_auth/admin/admin')({
  component: AdminHome,
});
