import { useEffect, useRef, useState, type ComponentType } from 'react'
import type { Language } from '~/domain/analyzer/types'
import type { CodeEditorProps } from './code-editor'
import './code-editor.css'

/**
 * The code box. The server renders a plain textarea, which is all a browser without JavaScript gets and
 * posts. Once React runs, the highlighting editor is loaded and takes over with whatever is in the box
 * by then; it keeps a textarea of the same id and name, so the form, its label and its errors stay as
 * they were.
 */
export function CodeField({
  id,
  name,
  defaultValue,
  language,
  placeholder,
  invalid,
  describedBy,
}: {
  id: string
  name: string
  defaultValue: string
  language: Language
  placeholder: string
  invalid: boolean
  describedBy: string | undefined
}) {
  const plainRef = useRef<HTMLTextAreaElement>(null)
  const [editor, setEditor] = useState<{
    Component: ComponentType<CodeEditorProps>
    initialValue: string
  } | null>(null)

  useEffect(() => {
    let live = true
    import('./code-editor')
      .then((module) => {
        if (!live) return
        setEditor({ Component: module.CodeEditor, initialValue: plainRef.current?.value ?? '' })
      })
      // Without the editor the plain textarea simply stays, and the form works as it does without JavaScript.
      .catch((error: unknown) => console.error('The code editor could not be loaded', error))
    return () => {
      live = false
    }
  }, [])

  if (editor) {
    return (
      <editor.Component
        id={id}
        name={name}
        initialValue={editor.initialValue}
        language={language}
        placeholder={placeholder}
        invalid={invalid}
        describedBy={describedBy}
      />
    )
  }
  return (
    <textarea
      ref={plainRef}
      id={id}
      name={name}
      defaultValue={defaultValue}
      placeholder={placeholder}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      rows={16}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      className="code-surface code-plain"
    />
  )
}
