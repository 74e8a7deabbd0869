import { scoresHistoryId } from '@/domain/scoresHistory';

describe('scoresHistoryId', () => {
  it('joins the organisation, the division and the questionnaire', () => {
    expect(scoresHistoryId('org1', 'div7', 'waistCircumference')).toBe(
      'org1_div7_waistCircumference',
    );
  });

  it('keys the whole organisation as all, whether asked for all or for no division', () => {
    expect(scoresHistoryId('org1', 'all', 'life')).toBe('org1_all_life');
    expect(scoresHistoryId('org1', '', 'life')).toBe('org1_all_life');
    expect(scoresHistoryId('org1', undefined, 'life')).toBe('org1_all_life');
  });
});
