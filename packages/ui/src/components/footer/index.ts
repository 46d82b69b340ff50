export { Footer, type FooterLink, type FooterProps, type RenderLinkProps } from './footer.tsx';
