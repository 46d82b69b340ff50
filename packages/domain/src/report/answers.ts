import * as v from 'valibot';

/** The data sets Cartella ships, as /fonti lists them. */
const dataSourceIds = [
  'comuni',
  'farmaci',
  'atc',
  'interazioni',
  'farmacovigilanza',
  'vaccini',
  'strutture-ricovero',
  'link-riferimento',
] as const;

/** The answer of GET /api/fontiDati: each data set with its attributions and licence. */
export const DataSourcesAnswerSchema = v.object({
  data: v.array(
    v.object({
      /** Which data set. */
      id: v.picklist(dataSourceIds),
      /** The attribution lines its licence asks for. */
      attribuzioni: v.array(v.string()),
      /** The licence. */
      licenza: v.string(),
      /** Where the data comes from. */
      url: v.string(),
    }),
  ),
});
export type DataSource = v.InferOutput<typeof DataSourcesAnswerSchema>['data'][number];
