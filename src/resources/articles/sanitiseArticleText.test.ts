// @vitest-environment jsdom
import { sanitiseArticleText } from './sanitiseArticleText';

describe('sanitiseArticleText', () => {
  it("keeps the editor's formatting and links", () => {
    const html =
      '<p><strong>Bold</strong>, <em>italic</em>, <u>under</u>, <s>struck</s>, <code>x</code><br>' +
      '<a href="https://kynd.example/sleep">a link</a></p><ul><li><p>One</p></li></ul>' +
      '<ol><li><p>Two</p></li></ol><blockquote><p>Quoted</p></blockquote>';
    expect(sanitiseArticleText(html)).toBe(html);
  });

  it('drops scripts, handlers, styles, other tags and unsafe links, keeping their text', () => {
    expect(
      sanitiseArticleText(
        '<h1 style="color:red">Title</h1><p onclick="x()">Text<img src=x onerror="alert(1)">' +
          '<a href="javascript:alert(1)" target="_blank">bad</a><script>alert(1)</script></p>',
      ),
    ).toBe('Title<p>Text<a>bad</a></p>');
  });
});
