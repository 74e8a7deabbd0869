import {
  appendToSeries,
  combineSeries,
  scoresHistoryByAudience,
  scoresHistoryId,
  seriesWrites,
  withholdSeries,
} from '@/domain/scoresHistory';

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

describe('a series split by audience', () => {
  const [march, april, may] = [2, 3, 4].map((month) => new Date(Date.UTC(2026, month, 1))) as [
    Date,
    Date,
    Date,
  ];
  const entry = (calculatedAt: Date, green = 1) => ({ green, orange: 0, red: 0, calculatedAt });
  const base = { organisationId: 'org', divisionId: 'd1', questionnaire: 'physical' };

  it('adds a calculation to the side its figures belong to', () => {
    let series = appendToSeries({ readable: {}, withheld: {} }, { weight: entry(march) }, false);
    series = appendToSeries(series, { weight: entry(april) }, true);
    series = appendToSeries(series, { weight: entry(may) }, false);
    expect(series.readable.weight).toEqual([entry(march), entry(may)]);
    expect(series.withheld.weight).toEqual([entry(april)]);
    expect(scoresHistoryByAudience(base, series)).toEqual({
      readable: { ...base, history: { weight: [entry(march), entry(may)] }, withheld: true },
      twin: { ...base, history: { weight: [entry(april)] } },
    });
  });

  it("moves a day's entry across when a recalculation of that day crosses the minimum", () => {
    const shown = appendToSeries({ readable: {}, withheld: {} }, { weight: entry(march) }, false);
    const again = new Date(march.getTime() + 3_600_000);
    const hidden = appendToSeries(shown, { weight: entry(again, 2) }, true);
    expect(hidden).toEqual({ readable: { weight: [] }, withheld: { weight: [entry(again, 2)] } });
    const back = appendToSeries(hidden, { weight: entry(again, 3) }, false);
    expect(back).toEqual({ readable: { weight: [entry(again, 3)] }, withheld: { weight: [] } });
    // Nothing withheld left: no twin, and the readers' document does not say withheld.
    expect(scoresHistoryByAudience(base, back)).toEqual({
      readable: { ...base, history: { weight: [entry(again, 3)] } },
    });
  });

  it('withholds every entry of a series, and combines both sides in date order', () => {
    const series = {
      readable: { weight: [entry(march), entry(may)] },
      withheld: { weight: [entry(april)] },
    };
    expect(withholdSeries(series)).toEqual({
      readable: {},
      withheld: { weight: [entry(march), entry(april), entry(may)] },
    });
    expect(combineSeries(series.readable.weight, series.withheld.weight)).toEqual([
      entry(march),
      entry(april),
      entry(may),
    ]);
    expect(combineSeries(undefined, undefined)).toEqual([]);
  });

  it('writes a side only where it changes: one write a calculation for a scope withheld for good', () => {
    const first = seriesWrites(base, {}, { weight: entry(march) }, true);
    expect(first).toEqual({
      readable: { ...base, history: {}, withheld: true },
      twin: { ...base, history: { weight: [entry(march)] } },
    });
    const next = seriesWrites(
      base,
      { readable: first.readable, twin: first.twin ?? undefined },
      { weight: entry(april) },
      true,
    );
    expect(next).toEqual({ twin: { ...base, history: { weight: [entry(march), entry(april)] } } });
    // Shown again: its readers' series grows, the twin keeps the past entries untouched.
    const shown = seriesWrites(
      base,
      { readable: first.readable, twin: next.twin ?? undefined },
      { weight: entry(may) },
      false,
    );
    expect(shown).toEqual({
      readable: { ...base, history: { weight: [entry(may)] }, withheld: true },
    });
    // A recalculation of a day whose entry was withheld takes it out of the twin, which empties.
    const again = new Date(march.getTime() + 60_000);
    expect(
      seriesWrites(
        base,
        { readable: first.readable, twin: first.twin ?? undefined },
        { weight: entry(again) },
        false,
      ),
    ).toEqual({ readable: { ...base, history: { weight: [entry(again)] } }, twin: null });
  });
});
