import { normalisePhone } from '@/domain/phone';

describe('normalisePhone', () => {
  it('drops the trunk zero and adds +64', () => {
    expect(normalisePhone('0210000001')).toBe('+64210000001');
  });

  it('adds +64 to a local number without a trunk zero', () => {
    expect(normalisePhone('210000001')).toBe('+64210000001');
  });

  it('keeps a number that already starts with +', () => {
    expect(normalisePhone('+64210000001')).toBe('+64210000001');
    expect(normalisePhone('+61412345678')).toBe('+61412345678');
  });

  it('adds nothing when 64 already follows the first character (docs/product.md §5)', () => {
    expect(normalisePhone('1641234567')).toBe('1641234567');
    expect(normalisePhone('01641234567')).toBe('1641234567');
  });

  it('adds +64 when 64 is only at the very start', () => {
    expect(normalisePhone('64210000001')).toBe('+6464210000001');
  });

  it('ignores separators and surrounding spaces', () => {
    expect(normalisePhone('  021 000-0001 ')).toBe('+64210000001');
    expect(normalisePhone('(021) 000.0001')).toBe('+64210000001');
  });

  it('leaves a blank number blank', () => {
    expect(normalisePhone('')).toBe('');
    expect(normalisePhone('   ')).toBe('');
  });
});
