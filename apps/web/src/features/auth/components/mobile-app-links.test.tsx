import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { renderWithApp } from '../../../test/render-with-app.tsx';
import { MobileAppLinks } from './mobile-app-links.tsx';

const form = <p>Modulo di accesso</p>;

describe('the mobile app offer on the login page', () => {
  beforeEach(async () => {
    await page.viewport(390, 844);
  });
  afterEach(async () => {
    await page.viewport(1280, 720);
  });

  describe('given no published app', () => {
    it('shows the sign-in form at once, with no store link', async () => {
      const screen = await renderWithApp(<MobileAppLinks>{form}</MobileAppLinks>);
      await expect.element(screen.getByText('Modulo di accesso')).toBeVisible();
      expect(screen.getByRole('link').elements()).toHaveLength(0);
    });
  });

  describe('given a published Android app only', () => {
    it('offers that app alone, then the form one tap away', async () => {
      const screen = await renderWithApp(
        <MobileAppLinks androidUrl="https://play.google.com/store/apps/details?id=it.example.cartella">
          {form}
        </MobileAppLinks>,
      );
      await expect
        .element(screen.getByRole('link', { name: 'Scarica per Android' }))
        .toHaveAttribute('href', 'https://play.google.com/store/apps/details?id=it.example.cartella');
      expect(screen.getByRole('link', { name: 'Scarica per iOS' }).elements()).toHaveLength(0);
      expect(screen.getByText('Modulo di accesso').elements()).toHaveLength(0);
      await screen.getByRole('button', { name: 'Continua nel browser' }).click();
      await expect.element(screen.getByText('Modulo di accesso')).toBeVisible();
    });
  });
});
