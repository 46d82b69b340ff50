/**
 * Per-page guides (spec part 2, section 2 "Menu, footer, language"): one PDF per area, and one
 * shared by every calculator page.
 */
const guideByPrefix: [prefix: string, guide: string][] = [
  ['/Registro/SchedaPaziente', 'SchedaPaziente'],
  ['/Registro/Taccuino', 'Taccuino'],
  ['/Registro/Farmaci', 'Farmaci'],
  ['/Registro/Anamnesi', 'Anamnesi'],
  ['/Registro/Esami', 'Esami'],
  ['/Registro/Diagnosi', 'Diagnosi'],
  ['/Registro/Vaccini', 'Vaccini'],
  ['/Registro/File', 'File'],
  ['/Registro/Dottori', 'Dottori'],
  ['/Registro/Visite', 'Visite'],
  ['/centriConvezionati', 'CentriDiagnostici'],
  ['/altro', 'Altro'],
  ['/report', 'Report'],
  ['/calcolatricemedica', 'Calcolatrice'],
];

export function guideForPath(pathname: string): string | null {
  return guideByPrefix.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
}
