import { Form, useNavigation } from 'react-router'
import { Button } from './ui/button'

export function LogoutButton({ className }: { className?: string }) {
  const navigation = useNavigation()
  const loggingOut = navigation.state !== 'idle' && navigation.formAction === '/logout'
  return (
    <Form method="post" action="/logout" className={className}>
      <Button type="submit" variant="secondary" disabled={loggingOut}>
        {loggingOut ? 'Logging out...' : 'Logout'}
      </Button>
    </Form>
  )
}
