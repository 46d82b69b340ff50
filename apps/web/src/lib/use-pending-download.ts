import { useToast } from '@cartella/ui/toast';
import { useState } from 'react';
import { ApiError } from './api-client.ts';

/**
 * A download the page's button waits on (a list printed as a PDF): `pending` while it runs, and a
 * failure toasted with the server's message.
 */
export function usePendingDownload(download: () => Promise<unknown>) {
  const toast = useToast();
  const [pending, setPending] = useState(false);
  async function run() {
    setPending(true);
    try {
      await download();
    } catch (error) {
      toast.show({ variant: 'error', title: error instanceof ApiError ? error.message : String(error) });
    } finally {
      setPending(false);
    }
  }
  return { pending, run };
}
