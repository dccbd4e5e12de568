/**
 * Values derived from an object that a cache keeps between requests (a DataCache entry, a cached list):
 * worked out once per object, and per argument when the derivation takes one (an interview mode), then
 * dropped with the object. A WeakMap, so a memo never outlives what it was derived from.
 */
export class ObjectMemo<K extends object, V, A = undefined> {
  private readonly values = new WeakMap<K, Map<A, V>>()

  get(key: K, compute: () => V): V
  get(key: K, argument: A, compute: () => V): V
  get(key: K, ...rest: [() => V] | [A, () => V]): V {
    const [argument, compute] = rest.length === 1 ? [undefined as A, rest[0]] : rest
    let byArgument = this.values.get(key)
    if (!byArgument) {
      byArgument = new Map()
      this.values.set(key, byArgument)
    }
    if (byArgument.has(argument)) return byArgument.get(argument)!
    const value = compute()
    byArgument.set(argument, value)
    return value
  }
}
