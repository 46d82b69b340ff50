import type { Preview } from '@storybook/react-vite';
import '../packages/ui/src/styles.css';

const preview: Preview = {
  parameters: {
    // Every axe violation fails the story's test (docs/toolchain.md, Storybook 10).
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  tags: ['autodocs'],
};

export default preview;
