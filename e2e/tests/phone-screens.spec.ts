import { expect, giulia, signInThroughApi, test } from './fixtures.ts';
import {
  english,
  expectPhoneFriendly,
  italian,
  italianLeftovers,
  menuButton,
  phone,
  type Screen,
  switchToEnglishOnPhone,
} from './phone-helpers.ts';

test.use(phone);
// Every walk only reads: they spread over the workers, each on its own server.
test.describe.configure({ mode: 'parallel' });

const screens: Screen[] = [
  {
    path: 'Registro/SchedaPaziente',
    heading: { it: 'Scheda paziente', en: 'Patient record' },
    main: { it: 'Contatti di emergenza', en: 'Emergency contacts' },
  },
  {
    path: 'Registro/Dottori',
    heading: { it: 'Dottori', en: 'Doctors' },
    main: { it: 'Ricerca dottore', en: 'Find a doctor' },
  },
  {
    path: 'Registro/Taccuino',
    heading: { it: 'Taccuino', en: 'Diary' },
    main: { it: 'Aggiungi voce', en: 'Add entry' },
  },
  {
    path: 'Registro/Taccuino/Nuova',
    heading: { it: 'Nuova voce del taccuino', en: 'New diary entry' },
    main: { it: 'Salva', en: 'Save' },
  },
  {
    path: 'Registro/Anamnesi',
    heading: { it: 'Anamnesi', en: 'Medical history' },
    main: { it: 'Patologica remota', en: 'Past medical' },
  },
  {
    path: 'Registro/Accessi',
    heading: { it: 'Registro accessi', en: 'Access log' },
    main: {
      it: 'Il registro degli accessi al tuo account: controlla di riconoscere ogni accesso.',
      en: 'The log of sign-ins to your account: check that you recognise each one.',
    },
  },
  {
    path: 'Registro/Diagnosi',
    heading: { it: 'Diagnosi', en: 'Diagnoses' },
    main: { it: 'Aggiungi a Sospette', en: 'Add to Suspected' },
  },
  {
    path: 'Registro/Visite',
    heading: { it: 'Visite', en: 'Visits' },
    main: { it: 'Aggiungi visita', en: 'Add visit' },
  },
  {
    path: 'calcolatricemedica/Dosi',
    heading: { it: 'Calcolo delle dosi', en: 'Dose calculator' },
    main: { it: 'Dose per peso o superficie corporea', en: 'Dose by weight or body surface' },
  },
  {
    path: 'calcolatricemedica/Clearance',
    heading: { it: 'Clearance della creatinina', en: 'Creatinine clearance' },
    main: { it: 'Cockcroft-Gault e CKD-EPI', en: 'Cockcroft-Gault and CKD-EPI' },
  },
  {
    path: 'calcolatricemedica/calcoloScores',
    heading: { it: 'Calcolo scores', en: 'Score calculation' },
    main: { it: 'HAS-BLED', en: 'HAS-BLED' },
  },
  {
    path: 'calcolatricemedica/calcoloScores/hasBledScore',
    heading: { it: 'Punteggio HAS-BLED', en: 'HAS-BLED score' },
    main: { it: 'Calcola', en: 'Calculate' },
  },
  {
    path: 'calcolatricemedica/calcoloScores/meldScore',
    heading: { it: 'Punteggio MELD', en: 'MELD score' },
    main: { it: 'Calcola', en: 'Calculate' },
  },
  {
    path: 'calcolatricemedica/calcoloScores/chaDsVasScore',
    heading: { it: 'Punteggio CHA2DS2-VASc', en: 'CHA2DS2-VASc score' },
    main: { it: 'Calcola', en: 'Calculate' },
  },
  {
    path: 'calcolatricemedica/calcoloScores/framinghamScore',
    heading: { it: 'Punteggio di Framingham', en: 'Framingham score' },
    main: { it: 'Calcola', en: 'Calculate' },
  },
  {
    path: 'calcolatricemedica/calcoloScores/cardiovascolareScore',
    heading: { it: 'Rischio cardiovascolare', en: 'Cardiovascular risk' },
    main: { it: 'Calcola', en: 'Calculate' },
  },
  {
    path: 'Registro/Vaccini',
    heading: { it: 'Vaccini', en: 'Vaccinations' },
    main: { it: 'Aggiungi vaccinazione', en: 'Add vaccination' },
  },
  {
    path: 'altro',
    heading: { it: 'Altro', en: 'Links' },
    main: { it: 'Aggiungi link', en: 'Add link' },
  },
  {
    path: 'Registro/File',
    heading: { it: 'File', en: 'Files' },
    main: { it: 'Aggiungi Kardia', en: 'Add Kardia' },
  },
  {
    path: 'report',
    heading: { it: 'Report', en: 'Reports' },
    main: { it: 'Scarica Report di Emergenza', en: 'Download Emergency card' },
  },
  // Issue #24: account pages.
  {
    path: 'account/Consensi',
    heading: { it: 'Consensi', en: 'Consents' },
    main: { it: 'Data del consenso', en: 'Date of consent' },
  },
  {
    path: 'Registro/Paypal',
    heading: { it: 'Sottoscrizioni', en: 'Subscriptions' },
    // The demonstration's PayPal (issue #37): the page says nothing is charged.
    main: {
      it: 'Dimostrazione: qui il pagamento passa per un PayPal simulato su questo computer. Nessun pagamento è reale e nulla viene addebitato.',
      en: 'Demonstration: here payment goes through a simulated PayPal on this computer. No payment is real and nothing is charged.',
    },
  },
  // Issue #19: the exams page.
  {
    path: 'Registro/Esami',
    heading: { it: 'Esami', en: 'Exams' },
    main: { it: 'Stampa esami', en: 'Print exams' },
    // The investigation's name comes from the Italian catalogue of prescriptions (seeded exam).
    data: ['Colesterolo totale'],
  },
  // Issue #19: the affiliated centres page.
  {
    path: 'centriConvezionati/CentriConvezionati',
    heading: { it: 'Centri convenzionati', en: 'Affiliated centres' },
    main: { it: 'Studi radiologici', en: 'Radiology studios' },
  },
  {
    path: 'account/CookiePolicy',
    heading: { it: 'Cookie', en: 'Cookies' },
    main: {
      it: "Elimina la lingua e l'ora dell'ultima attività da questo browser",
      en: 'Delete the language and the time of the last activity from this browser',
    },
  },
];

/** The screens in two halves per language: four walks, spread over the workers. */
const halves = [
  screens.slice(0, Math.ceil(screens.length / 2)),
  screens.slice(Math.ceil(screens.length / 2)),
];

for (const language of ['it', 'en'] as const) {
  halves.forEach((half, index) => {
    test(`each screen of part ${index + 1} of 2 fits a phone, is axe clean and folds the menu (${language})`, async ({
      page,
    }) => {
      // Signed in once through the API; each screen then opens straight from its address, as a
      // reload or a bookmark opens it (a new page, sign-in and first load per screen cost three
      // times the checks themselves, docs/benchmarks.md).
      await signInThroughApi(page, giulia.email);
      for (const screen of half)
        await test.step(screen.path, async () => {
          await page.goto(screen.path);
          // Each screen opens in Italian and is switched on the screen itself, from the folded menu.
          if (language === 'en') await switchToEnglishOnPhone(page);
          await expect(page.getByRole('heading', { name: screen.heading[language], level: 1 })).toBeVisible();
          // In the page itself: on a phone the submenu's entries (HAS-BLED among them) fold away.
          await expect(
            page.getByRole('main').getByText(screen.main[language], { exact: true }).first(),
          ).toBeVisible();
          await expectPhoneFriendly(page);
          const leftovers = async (texts: Set<string>) =>
            (await italianLeftovers(page, texts)).filter((text) => !screen.data?.includes(text));
          if (language === 'en') expect(await leftovers(italian)).toEqual([]);
          // The leftover check sees Italian when there is some: the Italian heading is caught.
          else {
            expect(await italianLeftovers(page, italian)).toContain(screen.heading.it);
            expect(await italianLeftovers(page, english)).toEqual([]);
          }

          // The main menu folds behind its 'Menu' button and opens with it.
          const menu = page.getByRole('navigation', {
            name: language === 'it' ? 'Menu principale' : 'Main menu',
          });
          const account = menu.getByRole('link', { name: 'Account', exact: true });
          await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
          await expect(account).toBeHidden();
          await menuButton(page).tap();
          await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'true');
          await expect(account).toBeVisible();
          await expectPhoneFriendly(page);
          expect(await leftovers(language === 'en' ? italian : english)).toEqual([]);
          // The next screen opens in Italian again, to be switched on that screen.
          if (language === 'en') await page.evaluate(() => localStorage.removeItem('lang'));
        });
    });
  });
}
