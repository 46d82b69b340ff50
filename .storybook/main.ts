import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';

const componentFiles = join(
  dirname(fileURLToPath(import.meta.url)),
  '../packages/ui/src/components/**/*.tsx',
);

const config: StorybookConfig = {
  // Docs pages are autodocs (description + do/don't in each meta's parameters.docs), so no MDX glob.
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { default: tailwindcss } = await import('@tailwindcss/vite');
    viteConfig.plugins = [...(viteConfig.plugins ?? []), tailwindcss()];
    // Let Vite's scanner crawl every component up front. Otherwise a dependency found mid-run
    // (a Radix part) re-bundles and reloads the page, and that test file fails with two Reacts.
    const entries = viteConfig.optimizeDeps?.entries ?? [];
    viteConfig.optimizeDeps = {
      ...viteConfig.optimizeDeps,
      entries: [...(Array.isArray(entries) ? entries : [entries]), componentFiles],
    };
    return viteConfig;
  },
};

export default config;
