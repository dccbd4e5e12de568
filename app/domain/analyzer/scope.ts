import type { Shape } from './shapes'

export interface VarInfo {
  shape: Shape
  /** Loop/call nesting depth where the variable was (re)defined. */
  depth: number
  /** A C++ reference to an element: assigning to it stores into the structure. */
  reference?: boolean
}

/** Lexical scope: a function's locals, chained to the scope it was written in (closures) or its class. */
export class Scope {
  private readonly vars = new Map<string, VarInfo>()

  constructor(
    readonly parent: Scope | null,
    readonly className: string | null = parent?.className ?? null,
  ) {}

  lookup(name: string): VarInfo | null {
    return this.vars.get(name) ?? this.parent?.lookup(name) ?? null
  }

  /** The scope (this one or an enclosing one) that holds `name`. */
  private owner(name: string): Scope | null {
    if (this.vars.has(name)) return this
    return this.parent ? this.parent.owner(name) : null
  }

  /** Defines a variable here, shadowing any outer one. */
  define(name: string, info: VarInfo): void {
    this.vars.set(name, info)
  }

  /** Assigns to the nearest existing variable of that name, or defines it here. */
  assign(name: string, info: VarInfo): void {
    ;(this.owner(name) ?? this).vars.set(name, info)
  }

  has(name: string): boolean {
    return this.vars.has(name)
  }

  /** This scope's own variables, not its parents', in the order they were first defined. */
  locals(): Iterable<VarInfo> {
    return this.vars.values()
  }

  /** This scope's own variables with their names. */
  entries(): Iterable<[string, VarInfo]> {
    return this.vars.entries()
  }

  /** The first non-null value `pick` gives for a variable visible here, searching the nearest scope first. */
  findVisible<T>(pick: (v: VarInfo) => T | null): T | null {
    for (const v of this.vars.values()) {
      const found = pick(v)
      if (found !== null) return found
    }
    return this.parent ? this.parent.findVisible(pick) : null
  }
}
