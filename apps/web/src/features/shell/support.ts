/**
 * The operator's support contact. The API writes it into the served index.html as
 * `<meta name="cartella-support-url|email">` from SUPPORT_URL / SUPPORT_EMAIL
 * (apps/api/src/web.ts); when neither is set there is no contact and no support link is shown,
 * rather than sending a patient to a public issue tracker.
 */
export function supportHref(doc: Document = document): string | null {
  const meta = (name: string) =>
    doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
  const url = meta('cartella-support-url');
  if (url !== '') {
    try {
      const parsed = new URL(url);
      if (['https:', 'http:', 'mailto:'].includes(parsed.protocol)) return parsed.href;
    } catch {
      // A malformed address is no contact.
    }
  }
  const email = meta('cartella-support-email');
  if (email !== '' && /^[^\s@<>"']+@[^\s@<>"']+$/.test(email)) return `mailto:${email}`;
  return null;
}
