import * as v from 'valibot';
import { centreTypes } from './codes.ts';

/** An affiliated centre as the API answers it (spec 001 section 3 "Care centre"); no e-mail address. */
export const CareCentreAnswerSchema = v.object({
  /** Centre id. */
  id: v.number(),
  /** 1 specialist, 2 radiology, 3 laboratory. */
  tipo: v.picklist(centreTypes),
  /** Name. */
  centro_nome: v.string(),
  /** Address. */
  centro_indirizzo: v.string(),
  /** Phone. */
  telefono: v.string(),
  /** Display data. */
  table_data: v.object({
    /** Title. */
    table_column_title: v.object({ value: v.string() }),
    /** Subtitle. */
    table_column_subtitle: v.object({ value: v.string() }),
    /** Text. */
    table_column_text: v.object({ value: v.string() }),
    /** Website (http or https) or ''. */
    sitoWeb: v.string(),
  }),
});

/** The answer of GET /api/getCentriIndagini/{id}: the centres of one kind. */
export const CareCentreListAnswerSchema = v.object({
  /** The centres, by name. */
  data: v.array(CareCentreAnswerSchema),
});
