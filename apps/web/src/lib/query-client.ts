import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: (failureCount, error) =>
        failureCount < 2 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
    },
  },
});

/**
 * The patient record's key prefix, shared: the patient-record feature builds its keys on it, and
 * saves of other features that change what the record shows (therapies) invalidate it.
 */
export const patientRecordKey = ['patient'] as const;
