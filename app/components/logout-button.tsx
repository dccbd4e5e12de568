import { Form } from 'react-router'
import { useIsPending } from './use-is-pending'
import { Button } from './ui/button'

export function LogoutButton({ className }: { className?: string }) {
  const loggingOut = useIsPending({ formAction: '/logout' })
  return (
    <Form method="post" action="/logout" className={className}>
      <Button type="submit" variant="secondary" disabled={loggingOut}>
        {loggingOut ? 'Logging out...' : 'Logout'}
      </Button>
    </Form>
  )
}
