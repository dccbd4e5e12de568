import { toast as sonnerToast } from 'sonner'
import { describe, expect, it } from 'vitest'
import { loadSonner, toast } from './toast'

describe('toast', () => {
  it('loads Sonner on first use and hands it the toast, kind and options unchanged', async () => {
    toast.error('Could not save', { id: 'save-failed', description: 'Try again.' })
    toast('Plain news', { id: 'plain' })
    await loadSonner()
    expect(sonnerToast.getToasts()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: 'save-failed',
          type: 'error',
          title: 'Could not save',
          description: 'Try again.',
        }),
        expect.objectContaining({ id: 'plain', title: 'Plain news' }),
      ]),
    )
  })
})
