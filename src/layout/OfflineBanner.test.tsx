import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nContextProvider } from 'react-admin';
import { OfflineBanner } from '@/layout/OfflineBanner';
import { layout } from '@/i18n/en/layout';
import { englishMessages } from '@/i18n/englishMessages';
import { createI18nProvider } from '@/i18n/i18nProvider';

const OFFLINE_MESSAGE = layout['app.layout.offline'];

/** The shared catalogue (layout and dashboards wording; no resource's own). */
const i18nProvider = createI18nProvider(englishMessages);

function goOffline(offline: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  act(() => {
    window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
  });
}

describe('OfflineBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so while the browser is offline and goes when the network returns', () => {
    render(
      <I18nContextProvider value={i18nProvider}>
        <OfflineBanner />
      </I18nContextProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('');
    goOffline(true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_MESSAGE);
    goOffline(false);
    expect(screen.queryByText(OFFLINE_MESSAGE)).not.toBeInTheDocument();
  });
});
