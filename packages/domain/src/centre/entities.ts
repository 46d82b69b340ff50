import type { CentreType } from './codes.ts';

/** An affiliated care centre. */
export interface CareCentre {
  /** Centre id. Cartella addition. */
  id?: number;
  /** Centre type: 1 specialist, 2 radiology, 3 laboratory. Cartella addition on the row. */
  tipo?: CentreType;
  /** Name. */
  centro_nome: string;
  /** Address. */
  centro_indirizzo: string;
  /** Phone. */
  telefono: string;
  /** E-mail. Cartella addition (the row offers a send-e-mail action). */
  email?: string;
  /** Display data. */
  table_data: {
    table_column_title: { value: string };
    table_column_subtitle: { value: string };
    table_column_text: { value: string };
    sitoWeb: string;
  };
}
