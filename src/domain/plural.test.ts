import { countOf } from '@/domain/plural';

describe('countOf', () => {
  it('names one item in the singular and any other number in the plural', () => {
    expect(countOf(1, 'user', 'users')).toBe('1 user');
    expect(countOf(0, 'user', 'users')).toBe('0 users');
    expect(countOf(2, 'row', 'rows')).toBe('2 rows');
    expect(countOf(1.5, 'time', 'times')).toBe('1.5 times');
  });
});
