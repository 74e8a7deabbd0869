import { describe, expect, it } from 'vitest';
import { CHROMIUM_INSTALL_HINT, ChromiumMissingError, findChromium } from './chromium';

const only =
  (...present: string[]) =>
  (path: string) =>
    present.includes(path);

describe('finding Chromium', () => {
  it('takes CHROMIUM_PATH first', () => {
    expect(
      findChromium(
        { CHROMIUM_PATH: '/opt/chromium/chrome' },
        ['/usr/bin/chromium'],
        only('/opt/chromium/chrome', '/usr/bin/chromium'),
      ),
    ).toBe('/opt/chromium/chrome');
  });

  it('says so when CHROMIUM_PATH names nothing runnable, rather than guessing', () => {
    expect(() =>
      findChromium({ CHROMIUM_PATH: '/nowhere' }, ['/usr/bin/chromium'], only('/usr/bin/chromium')),
    ).toThrow(/^CHROMIUM_PATH=\/nowhere is not an executable browser/);
  });

  it('then looks in the usual places, in order', () => {
    expect(
      findChromium({}, ['/usr/bin/chromium', '/snap/bin/chromium'], only('/snap/bin/chromium')),
    ).toBe('/snap/bin/chromium');
  });

  it('stops with one line saying how to install it when there is none', () => {
    let error: unknown;
    try {
      findChromium({}, ['/usr/bin/chromium'], only());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ChromiumMissingError);
    expect((error as Error).message).toBe(CHROMIUM_INSTALL_HINT);
    expect(CHROMIUM_INSTALL_HINT).not.toContain('\n');
    expect(CHROMIUM_INSTALL_HINT).toMatch(/apt-get install chromium/);
  });
});
