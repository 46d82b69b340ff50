import { createContext } from 'react';

/**
 * Whether a component sits inside a bordered surface (a Card, a CollapsibleSection). A list inside
 * one separates its phone rows with rules instead of drawing a card per row, so cards never nest
 * (a card in a card in a card read as three frames on a 390 px phone, issue #37).
 */
export const InsideCardContext = createContext(false);
