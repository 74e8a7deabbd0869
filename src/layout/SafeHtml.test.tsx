import { render } from '@testing-library/react';
import { SafeHtml, sanitiseHtml } from '@/layout/SafeHtml';

describe('SafeHtml', () => {
  it('keeps formatting and line breaks', () => {
    const { container } = render(<SafeHtml html="<p>Hello<br><strong>there</strong></p>" />);
    expect(container.querySelector('strong')?.textContent).toBe('there');
    expect(container.querySelectorAll('br')).toHaveLength(1);
  });

  it('drops event handlers, scripts and javascript: links, so nothing stored runs', () => {
    const html =
      '<img src=x onerror="window.__ran = true"><script>window.__ran = true</script>' +
      '<a href="javascript:window.__ran = true">link</a>';
    const clean = sanitiseHtml(html);
    expect(clean).not.toMatch(/onerror|<script|javascript:/i);
    const { container } = render(<SafeHtml html={html} />);
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
  });
});
