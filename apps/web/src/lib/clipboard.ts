/**
 * Puts `text` on the clipboard; false where the browser refuses (an insecure address, where the
 * clipboard is undefined, or a denied permission), so the caller can select the text for the
 * patient to copy by hand and say so.
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  if (navigator.clipboard === undefined) return false;
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
