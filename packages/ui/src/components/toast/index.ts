export {
  type ToastApi,
  type ToastOptions,
  ToastProvider,
  type ToastProviderProps,
  type ToastVariant,
  useToast,
} from './toast.tsx';
