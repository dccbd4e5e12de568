import { useEffect, useMemo, useRef, useState } from 'react'
import EditorImport from 'react-simple-code-editor'
import type { Language } from '~/domain/analyzer/types'
import { highlightLines } from './highlight'
import { isLineActive, useLineFocus } from './line-focus'

// The package is CommonJS with `exports.default`: depending on the bundler, the default import is the
// component itself or the module object that holds it.
const Editor = (EditorImport as unknown as { default?: typeof EditorImport }).default ?? EditorImport

/** The editor's padding in px: the left one is the line-number gutter (3.25rem in code-editor.css). */
const PADDING = { top: 12, right: 16, bottom: 12, left: 52 }

export interface CodeEditorProps {
  id: string
  name: string
  initialValue: string
  language: Language
  placeholder: string
  invalid: boolean
  describedBy: string | undefined
}

/**
 * The code box once JavaScript runs: a real textarea named like the plain one (so the form posts the same
 * way), laid over the highlighted code. Loaded on demand, so pages without it never download the grammars.
 */
export function CodeEditor({
  id,
  name,
  initialValue,
  language,
  placeholder,
  invalid,
  describedBy,
}: CodeEditorProps) {
  const [code, setCode] = useState(initialValue)
  const focus = useLineFocus()
  const active = focus?.active
  const scrollerRef = useRef<HTMLDivElement>(null)

  // The textarea is the library's: its ARIA state is set on the element itself.
  useEffect(() => {
    const textarea = document.getElementById(id)
    if (!textarea) return
    if (invalid) textarea.setAttribute('aria-invalid', 'true')
    else textarea.removeAttribute('aria-invalid')
    if (describedBy) textarea.setAttribute('aria-describedby', describedBy)
    else textarea.removeAttribute('aria-describedby')
  }, [id, invalid, describedBy])

  // Keep the first lit line in view inside the editor; a click on a line button also brings the editor
  // itself into view (on a phone it sits above the report).
  const firstActive = active && active.length > 0 ? Math.min(...active.map(([start]) => start)) : null
  const pinCount = focus?.pinCount ?? 0
  const lastPin = useRef(pinCount)
  useEffect(() => {
    const scroller = scrollerRef.current
    if (!scroller || firstActive === null) return
    const line = scroller.querySelector<HTMLElement>(`[data-line="${firstActive}"]`)
    if (!line) return
    if (pinCount !== lastPin.current) {
      lastPin.current = pinCount
      line.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
      return
    }
    const lineBox = line.getBoundingClientRect()
    const box = scroller.getBoundingClientRect()
    if (lineBox.top < box.top || lineBox.bottom > box.bottom) {
      scroller.scrollBy({ top: lineBox.top - box.top - scroller.clientHeight / 3, behavior: 'smooth' })
    }
  }, [firstActive, pinCount])

  const lines = useMemo(() => highlightLines(code, language), [code, language])
  const ranges = active ?? []

  return (
    <div ref={scrollerRef} className="code-surface max-h-[min(36rem,62vh)] overflow-auto rounded-xl">
      <Editor
        value={code}
        onValueChange={setCode}
        highlight={() =>
          lines.map((pieces, index) => (
            <span
              key={index}
              className="code-line"
              data-line={index + 1}
              data-active={isLineActive(index + 1, ranges) ? '' : undefined}
            >
              {pieces.length === 0
                ? ' '
                : pieces.map((piece, at) =>
                    piece.types.length === 0 ? (
                      piece.text
                    ) : (
                      <span key={at} className={`token ${piece.types.join(' ')}`}>
                        {piece.text}
                      </span>
                    ),
                  )}
            </span>
          ))
        }
        padding={PADDING}
        tabSize={4}
        insertSpaces
        textareaId={id}
        name={name}
        placeholder={placeholder}
        className="code-editor"
      />
    </div>
  )
}
