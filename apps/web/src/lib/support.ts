/**
 * The operator's support contact. The API writes it into the served index.html as
 * `<meta name="cartella-support-url|email">` from SUPPORT_URL / SUPPORT_EMAIL
 * (apps/api/src/web.ts); when neither is set there is no contact and no support link is shown,
 * rather than sending a patient to a public issue tracker.
 */

function metaContent(doc: Document, name: string): string {
  return doc.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)?.content.trim() ?? '';
}

/** The operator's support e-mail address (SUPPORT_EMAIL), or null when none is configured. */
export function supportEmail(doc: Document = document): string | null {
  const email = metaContent(doc, 'cartella-support-email');
  return email !== '' && /^[^\s@<>"']+@[^\s@<>"']+$/.test(email) ? email : null;
}

/** Where the support link points: the configured address, else the e-mail; null for neither. */
export function supportHref(doc: Document = document): string | null {
  const meta = (name: string) => metaContent(doc, name);
  const url = meta('cartella-support-url');
  if (url !== '') {
    try {
      const parsed = new URL(url);
      if (['https:', 'http:', 'mailto:'].includes(parsed.protocol)) return parsed.href;
    } catch {
      // A malformed address is no contact.
    }
  }
  const email = supportEmail(doc);
  return email === null ? null : `mailto:${email}`;
}
