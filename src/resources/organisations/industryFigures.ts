// After an organisation is created or its activation changes, its industry's comparison figures
// (the industryScores document) no longer match its organisations. The scheduleOrgScoreCalculation
// callable recalculates the organisation and then its industry's document (an industry change is
// refreshed by updateOrgScoresIndustry itself).
import type { KyndDataProvider } from '@/providers/types';

export async function refreshIndustryFigures(
  dataProvider: Pick<KyndDataProvider, 'call'>,
  organisationId: string,
): Promise<void> {
  await dataProvider.call('scheduleOrgScoreCalculation', { organisationId });
}
