import { describe, expect, it } from 'vitest';
import { BASE_PORTS, blockedPorts, parsePortOffset, stackPorts } from '@/config/ports';

describe('stack ports', () => {
  it('are the documented ports without an offset', () => {
    expect(stackPorts()).toMatchObject({
      app: 5173,
      firestore: 8080,
      auth: 9099,
      functions: 5001,
      storage: 9199,
    });
  });

  it('shift every port by the offset', () => {
    const shifted = stackPorts(20000);
    for (const [name, port] of Object.entries(BASE_PORTS)) {
      expect(shifted[name as keyof typeof BASE_PORTS]).toBe(port + 20000);
    }
  });

  it('ignore an offset that is not a small whole number', () => {
    expect(parsePortOffset('abc')).toBe(0);
    expect(parsePortOffset('-5')).toBe(0);
    expect(parsePortOffset('1000')).toBe(1000);
    expect(parsePortOffset('51000')).toBe(51000);
    expect(parsePortOffset('60000')).toBe(0);
    expect(parsePortOffset(undefined)).toBe(0);
  });

  it('name the services an offset would put on a port that fetch refuses', () => {
    expect(blockedPorts(2000)).toEqual(['10080 (firestore)']);
    expect(blockedPorts(0)).toEqual([]);
    expect(blockedPorts(20000)).toEqual([]);
  });
});
