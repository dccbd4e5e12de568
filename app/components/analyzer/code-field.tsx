import { getTextareaProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState, type ComponentType } from 'react'
import type { Language } from '~/domain/analyzer/types'
import type { CodeEditorProps } from './code-editor'
import './code-editor.css'

/**
 * The code box. The server renders a plain textarea, which is all a browser without JavaScript gets and
 * posts. Once React runs, the highlighting editor is loaded and takes over with whatever is in the box
 * by then; it keeps a textarea of the same id and name, so the form, its label, its hint and its errors
 * stay as they were. Both are wired from the field's metadata, the hint (`meta.descriptionId`) included.
 */
export function CodeField<Form extends object>({
  meta,
  language,
  placeholder,
}: {
  meta: FieldMetadata<string, Form, string[]>
  language: Language
  placeholder: string
}) {
  const control = getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId })
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
        id={meta.id}
        name={meta.name}
        initialValue={editor.initialValue}
        language={language}
        placeholder={placeholder}
        invalid={control['aria-invalid'] === true}
        describedBy={control['aria-describedby']}
      />
    )
  }
  return (
    <textarea
      ref={plainRef}
      {...control}
      placeholder={placeholder}
      rows={16}
      spellCheck={false}
      autoCapitalize="off"
      autoComplete="off"
      autoCorrect="off"
      className="code-surface code-plain"
    />
  )
}
