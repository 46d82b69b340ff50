import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { Download, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { type OpenStateProps, titleClasses, useOpenState } from '../../internal/dialog.ts';
import { ModalFrame } from '../../internal/dialog-frame.tsx';

export interface PreviewDialogProps extends OpenStateProps {
  /** The file's name or title; also names the PDF frame. */
  title: string;
  src: string;
  kind: 'image' | 'pdf';
  /** Text alternative of an image (what it shows). */
  alt?: string;
  closeLabel: string;
  /** Shows a download link when given. */
  downloadLabel?: string;
  /** File name suggested to the browser for the download. */
  downloadName?: string;
  trigger?: ReactNode;
}

/** Shows an image or a PDF (Kardia reports, files) in a large dialog, with an optional download. */
export function PreviewDialog({
  title,
  src,
  kind,
  alt,
  closeLabel,
  downloadLabel,
  downloadName,
  trigger,
  ...openState
}: PreviewDialogProps) {
  const [open, setOpen] = useOpenState(openState);
  return (
    <ModalFrame
      open={open}
      onOpen={() => setOpen(true)}
      onDismiss={() => setOpen(false)}
      trigger={trigger}
      size="lg"
      heading={
        <div className="flex items-start justify-between gap-2">
          <Dialog.Title className={clsx(titleClasses, 'break-all')}>{title}</Dialog.Title>
          <div className="-mt-2 -mr-2 flex shrink-0 gap-1">
            {downloadLabel ? (
              <a
                href={src}
                download={downloadName ?? ''}
                aria-label={downloadLabel}
                title={downloadLabel}
                className="inline-flex size-10 items-center justify-center rounded-md text-brand hover:bg-brand-soft"
              >
                <Download aria-hidden="true" className="size-5" />
              </a>
            ) : null}
            <Dialog.Close
              aria-label={closeLabel}
              className="inline-flex size-10 items-center justify-center rounded-md text-black hover:bg-ended-soft"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
        </div>
      }
    >
      {kind === 'image' ? (
        <img src={src} alt={alt ?? ''} className="mx-auto max-h-[70dvh] max-w-full object-contain" />
      ) : (
        <iframe src={src} title={title} className="h-[70dvh] w-full rounded border-2 border-muted" />
      )}
    </ModalFrame>
  );
}
