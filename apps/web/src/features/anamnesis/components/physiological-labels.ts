import { physicalActivityDescriptions } from '@cartella/domain';
import { useLingui } from '@lingui/react/macro';
import { domainText } from '../../../lib/i18n.ts';

/** The questions of the physiological anamnesis, in the order the form and the summary show them. */
export const questions = [
  'tempoParto',
  'tipoParto',
  'allattamento',
  'sviluppoVegRel',
  'noteInfanzia',
  'livelloScol',
  'attivitaFisica',
  'abitudAlim',
  'ritmoSV',
  'stress',
  'fumo',
  'dosiFumo',
  'dataInizioFumo',
  'dataFineFumo',
  'alcool',
  'dosiAlcool',
  'tipoAlcool',
  'dataInizioAlcool',
  'dataFineAlcool',
  'droghe',
  'dosiDroghe',
  'tipoDroghe',
  'dataInizioDroghe',
  'dataFineDroghe',
  'caffeina',
  'dosiCaffeina',
  'noteStileVita',
  'professione',
  'noteAttLav',
  'alvo',
  'minzione',
  'noteAlvoMinz',
  'etaMenarca',
  'ciclo',
  'etaMenopausa',
  'menopausa',
  'noteCicloMes',
] as const;

export type Question = (typeof questions)[number];

/**
 * The names of the physiological anamnesis' questions and options (spec 001 section 3), as the
 * page shows them. The stored values are the spec's; these are their labels in each language.
 */
export function usePhysiologicalLabels() {
  const { t } = useLingui();
  const options: Record<string, string> = {
    pretermine: t`Pretermine`,
    termine: t`A termine`,
    'post-termine': t`Post-termine`,
    'naturale eutocico': t`Naturale eutocico`,
    'naturale distocico': t`Naturale distocico`,
    'post-operatorio cesareo': t`Cesareo`,
    materno: t`Materno`,
    artificiale: t`Artificiale`,
    normale: t`Normale`,
    patologico: t`Patologico`,
    analfabeta: t`Analfabeta`,
    elementare: t`Licenza elementare`,
    'medie-inferiori': t`Licenza media`,
    diploma: t`Diploma`,
    laurea: t`Laurea`,
    'nella norma': t`Nella norma`,
    inappetenza: t`Inappetenza`,
    anoressia: t`Anoressia`,
    iperfagia: t`Iperfagia`,
    bulimia: t`Bulimia`,
    no: t`No`,
    si: t`Sì`,
    Vino: t`Vino`,
    Birra: t`Birra`,
    'Super alcolico': t`Superalcolici`,
    Altro: t`Altro`,
    Cocaina: t`Cocaina`,
    Anfetamina: t`Anfetamina`,
    LSD: t`LSD`,
    Cannabinoidi: t`Cannabinoidi`,
    Metadone: t`Metadone`,
    MDMA: t`MDMA`,
    regolare: t`Regolare`,
    stitico: t`Stitico`,
    diarroico: t`Diarroico`,
    alterno: t`Alterno`,
    patologica: t`Patologica`,
    irregolare: t`Irregolare`,
    fisiologica: t`Fisiologica`,
    chirurgica: t`Chirurgica`,
  };

  const questionText = {
    tempoParto: t`Tempo del parto`,
    tipoParto: t`Tipo di parto`,
    allattamento: t`Allattamento`,
    sviluppoVegRel: t`Sviluppo vegetativo e relazionale`,
    noteInfanzia: t`Note sull'infanzia`,
    livelloScol: t`Livello di scolarità`,
    attivitaFisica: t`Attività fisica`,
    abitudAlim: t`Abitudini alimentari`,
    ritmoSV: t`Ritmo sonno-veglia`,
    stress: t`Stress`,
    fumo: t`Fumo`,
    dosiFumo: t`Dose di fumo`,
    dataInizioFumo: t`Inizio del fumo`,
    dataFineFumo: t`Fine del fumo`,
    alcool: t`Alcol`,
    dosiAlcool: t`Dose di alcol`,
    tipoAlcool: t`Tipo di alcol`,
    dataInizioAlcool: t`Inizio del consumo di alcol`,
    dataFineAlcool: t`Fine del consumo di alcol`,
    droghe: t`Droghe`,
    dosiDroghe: t`Dose di droghe`,
    tipoDroghe: t`Tipo di droghe`,
    dataInizioDroghe: t`Inizio dell'uso di droghe`,
    dataFineDroghe: t`Fine dell'uso di droghe`,
    caffeina: t`Caffeina`,
    dosiCaffeina: t`Dose di caffeina`,
    noteStileVita: t`Note sullo stile di vita`,
    professione: t`Professione`,
    noteAttLav: t`Note sull'attività lavorativa`,
    alvo: t`Alvo`,
    minzione: t`Minzione`,
    noteAlvoMinz: t`Note su alvo e minzione`,
    etaMenarca: t`Età del menarca`,
    ciclo: t`Ciclo mestruale`,
    etaMenopausa: t`Età della menopausa`,
    menopausa: t`Menopausa`,
    noteCicloMes: t`Note sul ciclo mestruale`,
  } satisfies Record<Question, string>;

  return {
    /** An option's label in the current language (the stored value when it has none). */
    option(value: string): string {
      if (value in physicalActivityDescriptions) {
        return domainText(physicalActivityDescriptions[value as keyof typeof physicalActivityDescriptions]);
      }
      return options[value] ?? value;
    },
    question(question: Question): string {
      return questionText[question];
    },
  };
}
