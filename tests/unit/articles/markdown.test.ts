import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../infra/articles/markdown.ts';

/** Inputs from the usual XSS cheat sheets; none may leave script, handlers or dangerous URLs behind. */
const corpus = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)><script>alert(1)</script></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">x</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](java\tscript:alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](&#x6A;avascript&#x3A;alert(1))',
  '[click](%6Aavascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  '![x](javascript:alert(1))',
  '![x](http://evil.example/x.png" onerror="alert(1))',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<p onclick="alert(1)">x</p>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="data:text/html,<script>alert(1)</script>">',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<details open ontoggle=alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '&amp;lt;img src=x onerror=alert(1)&amp;gt;',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '`<script>alert(1)</script>`',
  '```html\n<script>alert(1)</script>\n```',
  '<a href="https://ok.example" onmouseover="alert(1)">x</a>',
  '[x](https://ok.example "title\\" onmouseover=\\"alert(1))',
  '<style>@import "javascript:alert(1)";</style>',
  '<template><script>alert(1)</script></template>',
];

/** Finds live markup: a tag that runs script, a handler attribute or a dangerous URL in an attribute. */
function dangerous(html: string): string | null {
  const tags = html.match(/<[a-z][^>]*>/gi) ?? [];
  for (const tag of tags) {
    if (/^<(script|iframe|object|embed|svg|math|style|form|base|meta|link|template|details|div|noscript)/i.test(tag)) return tag;
    if (/\son[a-z]+\s*=/i.test(tag)) return tag;
    if (/(href|src|action|data)\s*=\s*"(?!https?:|mailto:|\/(?!\/)|#)/i.test(tag)) return tag;
  }
  return null;
}

describe('article Markdown is sanitized', () => {
  it.each(corpus)('leaves no script behind: %s', (input) => {
    const html = renderMarkdown(input);
    expect(dangerous(html), html).toBeNull();
  });

  it('the checker itself sees live markup (so the corpus test can fail)', () => {
    expect(dangerous('<img src="x" onerror="alert(1)">')).not.toBeNull();
    expect(dangerous('<a href="javascript:alert(1)">x</a>')).not.toBeNull();
  });

  it('keeps ordinary Markdown: headings, emphasis, lists, tables, safe links and images', () => {
    const html = renderMarkdown('# Title\n\n**bold** _it_\n\n- a\n- b\n\n| h |\n|---|\n| c |\n\n[MISA](https://misa.gov.sa) ![c](https://example.com/c.png)');
    expect(html).toContain('<h2>Title</h2>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>a</li>');
    expect(html).toContain('<td>c</td>');
    expect(html).toContain('<a href="https://misa.gov.sa" rel="noopener noreferrer nofollow" target="_blank">MISA</a>');
    expect(html).toContain('<img src="https://example.com/c.png" alt="c" />');
  });

  it('shows raw HTML as text instead of dropping what the editor wrote', () => {
    expect(renderMarkdown('<b>hi</b>')).toContain('&lt;b&gt;hi&lt;/b&gt;');
  });
});
