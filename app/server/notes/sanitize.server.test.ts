import { describe, expect, it } from 'vitest'
import { sanitizeNotesHtml } from './sanitize.server'

describe('sanitizeNotesHtml on hostile input', () => {
  it('drops script, style, frames, objects, SVG and templates together with their content', () => {
    const html = sanitizeNotesHtml(
      '<p>ok</p><script>alert(1)</script><style>*{}</style><iframe src="https://x.test">frame</iframe>' +
        '<object data="x.swf">obj</object><embed src="x"><svg><script>alert(2)</script><text>svg</text></svg>' +
        '<template><p>tpl</p></template><noscript>ns</noscript><math><mi>x</mi></math>',
    )
    expect(html).toBe('<p>ok</p>')
  })

  it('removes every event-handler attribute and inline style', () => {
    expect(
      sanitizeNotesHtml(
        '<p onclick="a()" onmouseover="b()" style="position:fixed">x</p><img src="https://e.test/i.png" onerror="c()" onload="d()">',
      ),
    ).toBe('<p>x</p><img src="https://e.test/i.png" loading="lazy" />')
  })

  it('removes javascript:, vbscript: and data: URLs however they are disguised', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'jav&#x09;ascript:alert(1)',
      '&#106;avascript:alert(1)',
      'javascript&colon;alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      '//evil.example/path',
    ]) {
      expect(sanitizeNotesHtml(`<a href="${href}">x</a>`), href).toBe('<a>x</a>')
    }
    expect(sanitizeNotesHtml('<img src="data:image/svg+xml,<svg onload=alert(1)>" alt="a">')).toBe(
      '<img alt="a" loading="lazy" />',
    )
    expect(sanitizeNotesHtml('<img src="javascript:alert(1)">')).toBe('<img loading="lazy" />')
  })

  it('keeps ordinary links, opening other sites in a new tab without an opener', () => {
    expect(sanitizeNotesHtml('<a href="https://example.com" target="_self" rel="opener">site</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>',
    )
    expect(sanitizeNotesHtml('<a href="#token-bucket" target="_top">below</a>')).toBe(
      '<a href="#token-bucket">below</a>',
    )
    expect(sanitizeNotesHtml('<a href="mailto:me@example.com">mail</a>')).toBe(
      '<a href="mailto:me@example.com">mail</a>',
    )
  })

  it('unwraps forms, inputs, buttons and unknown tags, keeping their text', () => {
    expect(
      sanitizeNotesHtml(
        '<form action="https://evil.example"><input name="q" value="v"><button formaction="x">Send</button></form><div><span>text</span></div><marquee>m</marquee>',
      ),
    ).toBe('Sendtextm')
  })

  it('drops ids, classes and names that could clash with the page, except code languages', () => {
    expect(sanitizeNotesHtml('<p id="main" class="fixed inset-0" name="x">p</p>')).toBe('<p>p</p>')
    expect(sanitizeNotesHtml('<code class="language-ts evil">x</code>')).toBe(
      '<code class="language-ts">x</code>',
    )
  })

  it('turns h1 and h2 into h3, since the page owns the top two heading levels', () => {
    expect(sanitizeNotesHtml('<h1>a</h1><h2 id="x">b</h2><h4>c</h4>')).toBe('<h3>a</h3><h3>b</h3><h4>c</h4>')
  })

  it('keeps table alignment only as a text-align style', () => {
    expect(
      sanitizeNotesHtml(
        '<table><tr><th align="center">a</th><td style="text-align:right;color:red">b</td><td align="javascript:x">c</td></tr></table>',
      ),
    ).toBe(
      '<table><tr><th style="text-align:center">a</th><td style="text-align:right">b</td><td>c</td></tr></table>',
    )
  })

  it('keeps text that only looks like markup escaped', () => {
    expect(sanitizeNotesHtml('<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>')).toBe(
      '<p>1 &lt; 2 &amp;&amp; &lt;script&gt;</p>',
    )
  })

  it('closes unbalanced tags so a note cannot swallow the page after it', () => {
    expect(sanitizeNotesHtml('<p><strong>bold')).toBe('<p><strong>bold</strong></p>')
    expect(sanitizeNotesHtml('</div></section><p>x</p>')).toBe('<p>x</p>')
  })
})
