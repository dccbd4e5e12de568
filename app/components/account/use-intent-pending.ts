import { useNavigation } from 'react-router'

/** True while this page's form with the given intent is being submitted (or its redirect is loading). */
export function useIntentPending(intent: string): boolean {
  const navigation = useNavigation()
  return (
    navigation.state !== 'idle' &&
    navigation.formMethod === 'POST' &&
    navigation.formData?.get('intent') === intent
  )
}
