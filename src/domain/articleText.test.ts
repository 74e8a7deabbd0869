import { articleTextHtml, plainTextToArticleHtml } from '@/domain/articleText';

const isArticleHtml = (content: string) => articleTextHtml(content) === content;

describe('article text', () => {
  it('knows the HTML the editor writes from plain text', () => {
    expect(isArticleHtml('<p>Walk <strong>daily</strong></p>')).toBe(true);
    expect(isArticleHtml('Line one<br>line two')).toBe(true);
    expect(isArticleHtml('Sleep < 6 hours & more > less')).toBe(false);
    expect(isArticleHtml('Plain text, with "quotes"')).toBe(false);
    expect(isArticleHtml('Next <step>, then <b>')).toBe(true);
    expect(isArticleHtml('Next <step> and <steps>')).toBe(false);
    expect(isArticleHtml('<img src=x onerror=alert(1)>')).toBe(true);
  });

  it('turns plain text into paragraphs and line breaks, every character shown as typed', () => {
    expect(plainTextToArticleHtml('First idea.\nSame paragraph.\n\nSecond <idea> & "more"')).toBe(
      '<p>First idea.<br>Same paragraph.</p><p>Second &lt;idea&gt; &amp; &quot;more&quot;</p>',
    );
    expect(plainTextToArticleHtml('  \n\n ')).toBe('');
  });

  it('keeps HTML as it is and converts plain text, so that converting twice changes nothing', () => {
    const html = '<p>Already <em>formatted</em></p>';
    expect(articleTextHtml(html)).toBe(html);
    const once = articleTextHtml('Plain words');
    expect(once).toBe('<p>Plain words</p>');
    expect(articleTextHtml(once)).toBe(once);
  });
});
