import '../styles.css';
import './fonts/fonts.css';

// Screenshots must not catch the fallback font: wait until the kit's font is loaded (both
// ranges, the weights the components use) before any test renders.
await Promise.all(
  ['400', '600', '700'].map((weight) =>
    document.fonts.load(`${weight} 16px "Atkinson Hyperlegible Next"`, 'Aàā'),
  ),
);
if (!document.fonts.check('16px "Atkinson Hyperlegible Next"')) {
  throw new Error('The test font Atkinson Hyperlegible Next did not load (packages/ui/src/test/fonts).');
}
