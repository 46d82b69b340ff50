import * as v from 'valibot';

/** A submenu entry as GET /api/menu/{id} answers it (the `SubmenuEntry` of menu.ts, labels as text). */
const SubmenuEntryAnswerSchema = v.object({
  /** Translation key under nav., e.g. 'nav.schedaPaziente'. */
  label: v.string(),
  /** Route inside the app (under the /webui/ base) or an absolute external URL. */
  url: v.string(),
  /** Path segment of the entry within its area. */
  path: v.string(),
  /** Optional image shown beside the label. */
  image: v.nullable(v.string()),
  /** Opens outside the app (e.g. the spec's 'cup Solidale' entry). */
  external: v.optional(v.boolean()),
});

/** A top-level menu item as the menu answer gives it. */
const MenuItemAnswerSchema = v.object({
  /** Translation key under nav., e.g. 'nav.registro'; an admin may store one the app lacks. */
  label: v.string(),
  /** Route of the area's landing page. */
  url: v.string(),
  /** Optional image. */
  image: v.nullable(v.string()),
  /** Whether the item is a link; an inactive item points to a placeholder. */
  active: v.boolean(),
  /** Submenu entries. */
  submenu: v.array(SubmenuEntryAnswerSchema),
});

/** The answer of GET /api/menu/{id}: the items the caller may see. */
export const MenuAnswerSchema = v.object({
  /** The menu items, in order. */
  data: v.array(MenuItemAnswerSchema),
});
export type MenuAnswer = v.InferOutput<typeof MenuAnswerSchema>;
