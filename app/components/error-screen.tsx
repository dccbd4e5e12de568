import { ButtonLink } from './ui/button'

export function ErrorScreen({ status, title, message }: { status: number; title: string; message: string }) {
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-6 py-24 text-center">
      <title>{`${title} | PrepSharp`}</title>
      <p className="text-7xl font-black tracking-tight text-brand-600" aria-hidden="true">
        {status}
      </p>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-ink-muted">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <ButtonLink to="/">Go home</ButtonLink>
        <ButtonLink to="/search/sheet" variant="secondary">
          Browse company sheets
        </ButtonLink>
      </div>
    </section>
  )
}
