export {
  IconButton,
  type IconButtonProps,
  type IconButtonTone,
  type IconLabels,
  IconLabelsProvider,
  type IconLabelsProviderProps,
  type IconName,
  iconGlyphs,
  useIconLabel,
} from './icon-button.tsx';
