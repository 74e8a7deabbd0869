// axe-core in Chromium: the serious and critical violations of a page (moderate and minor are
// reported by axe but not asserted), for the accessibility checks of the e2e files.
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core');

/** The impacts this suite refuses (moderate and minor are reported by axe but not asserted). */
const REFUSED_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  id: string;
  impact: string | null | undefined;
  help: string;
  targets: string[];
}

/** Runs axe-core over the whole document and returns its serious and critical violations. */
export async function seriousViolations(page: Page): Promise<Finding[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.addScriptTag({ path: AXE_PATH });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: { resultTypes: string[] },
        ) => Promise<{
          violations: {
            id: string;
            impact?: string | null;
            help: string;
            nodes: { target: unknown[] }[];
          }[];
        }>;
      };
    };
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.map(String).join(' ')),
    }));
  });
  return violations.filter((violation) => REFUSED_IMPACTS.has(violation.impact ?? ''));
}

export function describeFindings(where: string, findings: Finding[]): string {
  return findings
    .map(
      (finding) =>
        `${where}: ${finding.id} (${finding.impact ?? 'no impact'}) ${finding.help}\n` +
        finding.targets.map((target) => `    ${target}`).join('\n'),
    )
    .join('\n');
}
