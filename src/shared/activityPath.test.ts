import { describe, expect, it } from 'vitest';
import { activityByActorPath, activityPathFor } from './activityPath';

describe('activityPathFor', () => {
  it("opens the Activity list filtered to one target's history", () => {
    const url = new URL(activityPathFor('user/1 "x"'), 'http://localhost');
    expect(url.pathname).toBe('/activity');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ targetId: 'user/1 "x"' });
  });

  it('opens what one person did', () => {
    const url = new URL(activityByActorPath('u1'), 'http://localhost');
    expect(JSON.parse(url.searchParams.get('filter') ?? '')).toEqual({ actorUid: 'u1' });
  });
});
