// After an organisation is created or its activation changes, its industry's comparison figures
// (the industryScores document) no longer match its organisations. The scheduleOrgScoreCalculation
// callable recalculates the organisation and then its industry's document (an industry change is
// refreshed by updateOrgScoresIndustry itself).
import type { KyndDataProvider } from '@/providers/types';

/** Shown when the figures could not be refreshed; the next calculation of the industry will. */
export const INDUSTRY_REFRESH_FAILED = {
  title: 'Error refreshing the industry comparison',
  description: 'Please, try again later',
} as const;

export async function refreshIndustryFigures(
  dataProvider: Pick<KyndDataProvider, 'call'>,
  organisationId: string,
): Promise<void> {
  await dataProvider.call('scheduleOrgScoreCalculation', { organisationId });
}
