import { ProgressBar } from '@cartella/ui/progress-bar';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { uploadFailure } from './upload-failure.ts';

/**
 * An upload that reports how far it got: `run` sends with a progress callback, turns a failure
 * for want of the server into the spec's message (uploadFailure), and `progress` (0 to 1, or null
 * when nothing is being sent) feeds UploadProgress.
 */
export function useUploadProgress() {
  const [progress, setProgress] = useState<number | null>(null);
  async function run<T>(send: (onProgress: (fraction: number) => void) => Promise<T>): Promise<T> {
    setProgress(0);
    try {
      return await send(setProgress);
    } catch (error) {
      throw uploadFailure(error);
    } finally {
      setProgress(null);
    }
  }
  return { progress, run };
}

/** The bar of an upload in progress (nothing once it ended), read out as a percentage. */
export function UploadProgress({ progress }: { progress: number | null }) {
  const { t } = useLingui();
  if (progress === null) return null;
  const percent = Math.round(progress * 100);
  return <ProgressBar label={t`Caricamento del file`} value={percent} valueText={`${percent} %`} />;
}
