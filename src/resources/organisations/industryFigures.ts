// An organisation's creation or activation change leaves its industry's comparison figures stale;
// an industry change is refreshed by updateOrgScoresIndustry itself.
import type { KyndDataProvider } from '@/providers/types';

export async function refreshIndustryFigures(
  dataProvider: Pick<KyndDataProvider, 'call'>,
  organisationId: string,
): Promise<void> {
  await dataProvider.call('scheduleOrgScoreCalculation', { organisationId });
}
