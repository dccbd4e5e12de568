import { describe, expect, it } from 'vitest'
import { htmlToPlainText } from './plain-text.server'

describe('htmlToPlainText', () => {
  it('drops tags, keeps words of neighbouring blocks apart and collapses whitespace', () => {
    expect(
      htmlToPlainText('<h3>Cache</h3><p>Read <strong>through</strong>.</p>\n<ul><li>a</li><li>b</li></ul>'),
    ).toBe('Cache Read through. a b')
  })

  it('decodes entities', () => {
    expect(htmlToPlainText('<p>1 &lt; 2 &amp;&amp; 3 &gt; 2 &quot;q&quot; &#39;s&#x27; &nbsp;—</p>')).toBe(
      '1 < 2 && 3 > 2 "q" \'s\' —',
    )
  })

  it('drops script and style content entirely', () => {
    expect(htmlToPlainText('<p>a</p><script>alert(1)</script><style>p{}</style>')).toBe('a')
  })
})
