/**
 * Per-page guides (spec part 2, section 2 "Menu, footer, language"): one PDF per area that is
 * built, and one shared by every calculator page. Areas not built yet have no guide, so no guide
 * describes a page that does not exist.
 */
const guideByPrefix: [prefix: string, guide: string][] = [
  ['/Registro/SchedaPaziente', 'SchedaPaziente'],
  ['/Registro/Taccuino', 'Taccuino'],
  ['/Registro/Farmaci', 'Farmaci'],
  ['/Registro/Dottori', 'Dottori'],
  ['/calcolatricemedica', 'Calcolatrice'],
  ['/Registro/Anamnesi', 'Anamnesi'],
  ['/Registro/Vaccini', 'Vaccini'],
  ['/altro', 'Altro'],
  ['/Registro/Diagnosi', 'Diagnosi'],
  ['/Registro/Visite', 'Visite'],
  ['/Registro/File', 'File'],
  ['/report', 'Report'],
  ['/admin', 'Amministrazione'],
  ['/Registro/Esami', 'Esami'],
  ['/centriConvezionati', 'CentriDiagnostici'],
];

export function guideForPath(pathname: string): string | null {
  return guideByPrefix.find(([prefix]) => pathname.startsWith(prefix))?.[1] ?? null;
}
