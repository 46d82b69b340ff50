import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { expectNoAxeViolations } from '../../test/axe.ts';
import { Button } from '../button/button.tsx';
import { PageHeader } from './page-header.tsx';

describe('PageHeader', () => {
  describe('given a title, description and actions', () => {
    it('renders one h1 with the actions beside it and passes axe', async () => {
      const screen = await render(
        <PageHeader
          title="Terapie"
          description="Farmaci in corso e conclusi"
          actions={<Button>Stampa</Button>}
        />,
      );
      await expect.element(screen.getByRole('heading', { level: 1, name: 'Terapie' })).toBeVisible();
      await expect.element(screen.getByText('Farmaci in corso e conclusi')).toBeVisible();
      await expect.element(screen.getByRole('button', { name: 'Stampa' })).toBeVisible();
      await expectNoAxeViolations(screen.container);
      await expect.element(screen.container).toMatchScreenshot('page-header');
    });
  });
  describe('given only a title', () => {
    it('renders no action group and passes axe', async () => {
      const screen = await render(<PageHeader title="Account" />);
      expect(screen.container.querySelectorAll('button')).toHaveLength(0);
      await expectNoAxeViolations(screen.container);
    });
  });
});
