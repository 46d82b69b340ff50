export {
  LoadingIndicator,
  type LoadingIndicatorProps,
  type LoadingIndicatorSize,
} from './loading-indicator.tsx';
