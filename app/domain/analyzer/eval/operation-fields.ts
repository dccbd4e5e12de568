import {
  calleeName,
  type ClassIR,
  type Expr,
  type FunctionIR,
  nameOf,
  pathOf,
  receiverOf,
  rootPath,
  walkBodyExprs,
  walkStmts,
} from '../ir'

/**
 * The fields of a design class (an LRU cache, a time-based store, a hit counter) that its operations fill:
 * `self.items.append(x)` in `add`, `this.map.put(k, v)` in `put`, Go's `s.vals = append(s.vals, v)`. Read
 * per operation, such a field holds as many entries as operations came before: n, not its empty start.
 * Fields a constructor fills keep the sizes the constructor gives them.
 */

const ADDS =
  /^(append|add|push|push_back|emplace_back|emplace|emplace_front|push_front|offer|offerLast|offerFirst|addLast|addFirst|put|insert|appendleft|unshift|set|heappush|computeIfAbsent|setdefault)$/
const CONSTRUCTOR = /^(__init__|constructor|Constructor|New[A-Z]\w*|new)$/

/**
 * Each such field, with the value a constructor starts it from (`self.items = []` in `__init__`) when it
 * is not declared in the class body itself.
 */
export function operationGrownFields(
  cls: ClassIR,
  /** The methods a user calls (entry points): only what they add outlives one operation. */
  operations: ReadonlySet<FunctionIR>,
): Map<string, { start: Expr | null; byKey: boolean }> {
  const fieldNames = new Map<string, Expr | null>()
  for (const f of cls.fields) {
    if (f.kind !== 'assign') continue
    for (const t of f.targets) {
      const name = t.kind === 'member' ? t.property : nameOf(t)
      if (name) fieldNames.set(name, null)
    }
  }
  const constructors = cls.methods.filter((m) => CONSTRUCTOR.test(m.name) || m.name === cls.name)
  for (const [name, value] of constructorFields(cls)) if (!fieldNames.has(name)) fieldNames.set(name, value)
  const grown = new Map<string, boolean>()
  const byConstructor = new Set<string>()
  const reached = helpersReached(cls, operations, constructors)
  for (const m of cls.methods) {
    const isCtor = constructors.includes(m)
    if (!isCtor && !operations.has(m) && !reached.has(m)) continue
    for (const [f, byKey] of fieldsAddedTo(m, new Set(fieldNames.keys()))) {
      if (isCtor) byConstructor.add(f)
      else grown.set(f, (grown.get(f) ?? true) && byKey)
    }
  }
  const out = new Map<string, { start: Expr | null; byKey: boolean }>()
  for (const [f, byKey] of grown)
    if (!byConstructor.has(f)) out.set(f, { start: fieldNames.get(f) ?? null, byKey })
  return out
}

/**
 * The class's own methods an operation calls, directly or through one another (`book` calling a private
 * `adjust` that inserts into the map): what they add to a field outlives the operation just the same.
 */
function helpersReached(
  cls: ClassIR,
  operations: ReadonlySet<FunctionIR>,
  constructors: readonly FunctionIR[],
): Set<FunctionIR> {
  const byName = new Map<string, FunctionIR>()
  for (const m of cls.methods) if (!constructors.includes(m)) byName.set(m.name, m)
  const out = new Set<FunctionIR>()
  const pending = cls.methods.filter((m) => operations.has(m))
  while (pending.length > 0) {
    const fn = pending.pop()!
    const selves = selfNames(fn)
    walkBodyExprs(fn.body, (e) => {
      if (e.kind !== 'call') return
      const recv = receiverOf(e)
      if (recv && !selves.has(nameOf(recv) ?? '')) return
      const helper = byName.get(calleeName(e) ?? '')
      if (helper && !operations.has(helper) && !out.has(helper)) {
        out.add(helper)
        pending.push(helper)
      }
    })
  }
  return out
}

/**
 * The fields a constructor sets (`self.items = []`, `this.log = new Log()`, Java's bare `heap = new
 * PriorityQueue<>()` for a field the class declares), with the value it sets.
 */
export function constructorFields(cls: ClassIR): Map<string, Expr> {
  const out = new Map<string, Expr>()
  const declared = declaredFields(cls)
  for (const ctor of cls.methods.filter((m) => CONSTRUCTOR.test(m.name) || m.name === cls.name)) {
    const selves = selfNames(ctor)
    for (const s of ctor.body) {
      if (s.kind !== 'assign' || s.op !== '=') continue
      s.targets.forEach((t, i) => {
        const value = s.values.length === s.targets.length ? s.values[i] : undefined
        if (!value) return
        const owner = t.kind === 'member' ? nameOf(t.object) : null
        const name =
          t.kind === 'member'
            ? owner && selves.has(owner)
              ? t.property
              : null
            : t.kind === 'name' && declared.has(t.name) && s.declType === null && !isLocal(ctor, t.name)
              ? t.name
              : null
        if (name && !out.has(name)) out.set(name, value)
      })
    }
  }
  return out
}

function declaredFields(cls: ClassIR): Set<string> {
  const out = new Set<string>()
  for (const f of cls.fields) {
    if (f.kind !== 'assign') continue
    for (const t of f.targets) {
      const name = t.kind === 'member' ? t.property : nameOf(t)
      if (name) out.add(name)
    }
  }
  return out
}

/** The receivers a method reaches its fields through: `self`, `this`, a Go receiver, or none (C++, Java). */
function selfNames(fn: FunctionIR): Set<string> {
  const out = new Set(['self', 'this'])
  for (const p of fn.params) if ((p.type ?? '').startsWith('receiver:')) out.add(p.name)
  return out
}

/** Each field the method adds to, and whether only by writing a key (`self.count[k] = v`). */
function fieldsAddedTo(fn: FunctionIR, fieldNames: ReadonlySet<string>): Map<string, boolean> {
  const selves = selfNames(fn)
  const out = new Map<string, boolean>()
  const note = (f: string, byKey: boolean) => out.set(f, (out.get(f) ?? true) && byKey)
  // `const heap = this.#heap`, Java's `List<Integer> heap = items`: a local naming a field for the method.
  const aliases = new Map<string, string>()
  walkStmts(fn.body, (s) => {
    if (s.kind !== 'assign' || s.op !== '=' || s.targets.length !== 1 || s.values.length !== 1) return
    const [t, v] = [s.targets[0], s.values[0]]
    const local = t ? nameOf(t) : null
    const held =
      v?.kind === 'member' && selves.has(nameOf(v.object) ?? '')
        ? v.property
        : v?.kind === 'name' && !isLocal(fn, v.name)
          ? v.name
          : null
    if (local && held && fieldNames.has(held)) aliases.set(local, held)
  })
  /** `self.items`, `this.items`, `s.items`, or a bare `items` naming a field: the field's name. */
  const fieldOf = (e: Expr | null | undefined): string | null => {
    const root = e ? rootPath(e) : null
    if (!root) return null
    const parts = root.split('.')
    const [first, second] = parts
    if (parts.length >= 2 && first && selves.has(first) && second)
      return fieldNames.has(second) ? second : null
    if (parts.length === 1 && first && aliases.has(first)) return aliases.get(first) ?? null
    return parts.length === 1 && first && fieldNames.has(first) && !isLocal(fn, first) ? first : null
  }
  walkBodyExprs(fn.body, (e) => {
    // `delta[start]++` on a C++ map or a Go map makes the key when it is missing.
    if (e.kind === 'update' && e.target.kind === 'index') {
      const f = fieldOf(e.target)
      if (f) note(f, true)
      return
    }
    if (e.kind !== 'call') return
    const name = calleeName(e) ?? ''
    // `arr.splice(at, 0, x)` inserts what follows its two positions; `insort(arr, x)` keeps a list sorted.
    const inserts = (name === 'splice' && e.args.length >= 3) || name === 'insort' || name === 'insort_left'
    // Go's `heap.Push(fs.h, x)`: container/heap pushes onto the heap it is handed.
    const goHeapPush = name === 'Push' && pathOf(receiverOf(e)) === 'heap'
    if (!ADDS.test(name) && !inserts && !goHeapPush) return
    const target =
      name === 'heappush' || name.startsWith('insort') || goHeapPush ? (e.args[0] ?? null) : receiverOf(e)
    const f = fieldOf(target)
    if (f) note(f, false)
  })
  walkStmts(fn.body, (s) => {
    if (s.kind !== 'assign') return
    s.targets.forEach((t, i) => {
      // `self.count[key] = v` adds a key; Go's `s.vals = append(s.vals, v)` an element; Python's
      // `self.pts[i:j] = patch` puts the patch's elements in place of a stretch.
      if (t.kind === 'slice') {
        const f = fieldOf(t.object)
        if (f) note(f, false)
        return
      }
      if (t.kind === 'index') {
        const f = fieldOf(t)
        if (f) note(f, true)
        return
      }
      const value = s.values[i] ?? s.values[0]
      const appended =
        value?.kind === 'call' && nameOf(value.callee) === 'append' ? fieldOf(value.args[0]) : null
      if (appended && appended === fieldOf(t)) note(appended, false)
      // `self.text += typed`, `this.left = this.left + more`: a string or list the operations lengthen.
      const own = fieldOf(t)
      const joined =
        value?.kind === 'binary' &&
        value.op === '+' &&
        [value.left, value.right].some((x) => fieldOf(x) === own)
      if (own && t.kind === 'member' && (s.op === '+=' || joined)) note(own, false)
    })
  })
  return out
}

/** A name the method declares itself (a parameter or a local), which then is not the field. */
function isLocal(fn: FunctionIR, name: string): boolean {
  if (fn.params.some((p) => p.name === name)) return true
  let declared = false
  walkStmts(fn.body, (s) => {
    if (s.kind === 'assign' && s.declType !== null && s.targets.some((t) => pathOf(t) === name))
      declared = true
  })
  return declared
}

/**
 * The map fields whose values the methods fill as lists: a value taken out of the field (`list =
 * this.store.get(key)`, `bucket = self.store[key]`, `this.store.get(key)!`) and added to (`list.push(x)`,
 * `bucket.append(x)`). Such a map holds lists, which the operations before the measured one filled.
 */
export function fieldsHoldingLists(cls: ClassIR): Set<string> {
  const out = new Set<string>()
  for (const fn of cls.methods) {
    const selves = selfNames(fn)
    /** `this.store.get(k)`, `self.store[k]`, `this.store.get(k) ?? []`, `this.store.get(k)!`: the field. */
    const fieldRead = (e: Expr | null | undefined): string | null => {
      let x = e
      while (x && x.kind === 'other' && x.children.length === 1) x = x.children[0]
      if (x && x.kind === 'binary' && /^(\?\?|\|\||or)$/.test(x.op)) x = x.left
      if (!x) return null
      const owner =
        x.kind === 'index'
          ? x.object
          : x.kind === 'call' && /^(get|at)$/.test(calleeName(x) ?? '')
            ? receiverOf(x)
            : null
      if (!owner || owner.kind !== 'member') return null
      return selves.has(nameOf(owner.object) ?? '') ? owner.property : null
    }
    const aliases = new Map<string, string>()
    walkStmts(fn.body, (s) => {
      if (s.kind !== 'assign' || s.targets.length !== 1 || s.values.length !== 1) return
      const name = nameOf(s.targets[0])
      const f = fieldRead(s.values[0])
      if (name && f) aliases.set(name, f)
    })
    walkBodyExprs(fn.body, (e) => {
      if (e.kind !== 'call' || !ADDS.test(calleeName(e) ?? '')) return
      const recv = receiverOf(e)
      if (!recv) return
      const f = recv.kind === 'name' ? (aliases.get(recv.name) ?? null) : fieldRead(recv)
      if (f) out.add(f)
    })
  }
  return out
}
