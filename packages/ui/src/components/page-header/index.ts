export { PageHeader, type PageHeaderProps } from './page-header.tsx';
