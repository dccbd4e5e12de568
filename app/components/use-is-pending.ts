import { useNavigation } from 'react-router'

/** Which post counts: one sent to `formAction`, or one carrying this `intent` field (pages with several forms). */
type PendingFilter = { formAction?: string; intent?: string }

function isPendingPost(
  navigation: ReturnType<typeof useNavigation>,
  { formAction, intent }: PendingFilter,
): boolean {
  if (navigation.state === 'idle' || navigation.formMethod !== 'POST') return false
  if (formAction !== undefined && navigation.formAction !== formAction) return false
  return intent === undefined || navigation.formData?.get('intent') === intent
}

/**
 * True while a form of this page is being posted, and until the page it leads to (or the revalidated
 * page) has loaded, so its button cannot be pressed twice.
 */
export function useIsPending(filter: PendingFilter = {}): boolean {
  return isPendingPost(useNavigation(), filter)
}

/** The fields of the post in flight that `filter` matches, for a list whose one row shows it is busy. */
export function usePendingFormData(filter: PendingFilter = {}): FormData | null {
  const navigation = useNavigation()
  return isPendingPost(navigation, filter) ? (navigation.formData ?? null) : null
}
