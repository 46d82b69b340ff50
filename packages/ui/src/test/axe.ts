import axe from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.0-2.2 A and AA rules: the bar the issue sets (colour contrast, names, target size). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on an element (the document body for portalled dialogs) and fails with a readable list
 * of rule ids and offending selectors when anything violates WCAG 2.2 AA.
 */
export async function expectNoAxeViolations(context: Element = document.body): Promise<void> {
  const results = await axe.run(context, { runOnly: { type: 'tag', values: wcagTags } });
  const violations = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(violations).toEqual([]);
}
