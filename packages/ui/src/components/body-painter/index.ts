export {
  BodyPainter,
  type BodyPainterChange,
  type BodyPainterHandle,
  type BodyPainterProps,
  type DescribedMark,
  defaultBrushWidthPx,
} from './body-painter.tsx';
export {
  type BodyRegionKey,
  type BodySex,
  type BodyView,
  bodyRegionKeys,
  canvasHeightPx,
  canvasWidthPx,
} from './body-template.ts';
export {
  createPainPalette,
  defaultPainColours,
  type PainLevelKey,
  type PainLevelOption,
  painLevelKeys,
} from './pain-colours.ts';
export { PainPalette, type PainPaletteProps } from './pain-palette.tsx';
