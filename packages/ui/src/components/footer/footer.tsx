import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';

export interface FooterLink {
  key: string;
  label: ReactNode;
  url: string;
  /** Opens in a new tab with rel="noopener noreferrer". */
  external?: boolean;
  /** A file download (the user guide PDF): sets the download attribute. */
  download?: boolean;
}

export interface RenderLinkProps {
  href: string;
  className: string;
  children: ReactNode;
  external?: boolean;
}

export interface FooterProps extends ComponentPropsWithRef<'footer'> {
  links: FooterLink[];
  /** Accessible name of the links' nav ("Collegamenti utili"). */
  navLabel: string;
  /** Renders internal links (TanStack Router's Link); defaults to a plain anchor. */
  renderLink?: (props: RenderLinkProps) => ReactNode;
}

const linkClasses =
  'inline-flex min-h-11 items-center px-1 text-brand-strong underline underline-offset-4 hover:text-brand';

/**
 * The page footer (spec part 1, section 2, shell): privacy notice, user guide, copyright and the
 * help button come in as links and children.
 */
export function Footer({ links, navLabel, renderLink, className, children, ...props }: FooterProps) {
  return (
    <footer
      className={clsx('mt-8 flex flex-col gap-2 border-brand-soft border-t-2 bg-white px-4 py-4', className)}
      {...props}
    >
      <nav aria-label={navLabel}>
        <ul className="m-0 flex list-none flex-wrap gap-x-4 gap-y-1 p-0">
          {links.map((link) => (
            <li key={link.key}>
              {link.external || link.download || !renderLink ? (
                <a
                  href={link.url}
                  className={linkClasses}
                  {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  {...(link.download ? { download: '' } : {})}
                >
                  {link.label}
                </a>
              ) : (
                renderLink({ href: link.url, className: linkClasses, children: link.label })
              )}
            </li>
          ))}
        </ul>
      </nav>
      {children ? (
        <div className="flex flex-wrap items-center justify-between gap-2 text-black text-sm">{children}</div>
      ) : null}
    </footer>
  );
}
