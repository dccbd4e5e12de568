/** What a panel section says when it has nothing to show (the exact words: docs/product.md#insights). */
export function EmptyMessage({ children }: { children: string }) {
  return (
    <p className="mt-4 rounded-xl border border-dashed border-line bg-canvas px-4 py-6 text-center text-sm text-ink-muted">
      {children}
    </p>
  )
}
