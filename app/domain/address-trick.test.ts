import { describe, expect, it } from 'vitest'
import { trickAddresses } from './address-trick'

describe('trickAddresses', () => {
  it("swaps LeetCode's host for this site's, keeping the problem's path", () => {
    expect(trickAddresses('https://prepsharp.dev', 'two-sum')).toEqual({
      practiceHost: 'leetcode.com',
      practiceUrl: 'https://leetcode.com/problems/two-sum/',
      host: 'prepsharp.dev',
      ourUrl: 'https://prepsharp.dev/problems/two-sum/',
      path: '/problems/two-sum/',
    })
  })

  it('keeps a port, as a local copy is reached through one', () => {
    expect(trickAddresses('http://localhost:3000', 'add-two-numbers')).toMatchObject({
      host: 'localhost:3000',
      ourUrl: 'http://localhost:3000/problems/add-two-numbers/',
    })
  })
})
