import type { ClassIR, Expr, FunctionIR, Param, ProgramIR, Span, Stmt } from '../ir'
import {
  arms,
  eachLoop,
  emptyClass,
  field,
  flatten,
  forLoop,
  missing,
  nameExpr,
  namedKids,
  operatorOf,
  spanOf,
  typeText,
  type SyntaxNode as Node,
} from './common'
import { EXPR, STMT } from './rules'
import { defineGrammar, Walker, type Converted } from './walker'

const JAVASCRIPT = defineGrammar({
  block: 'statement_block',
  alwaysTrue: /^\(\s*(true|1)\s*\)$/,
  names: ['identifier', 'this', 'super', 'property_identifier', 'shorthand_property_identifier'],
  numbers: ['number'],
  strings: ['string', 'template_string', 'regex'],
  nulls: ['null', 'undefined'],
  statements: {
    return_statement: STMT.return,
    throw_statement: STMT.throw,
    while_statement: STMT.while,
    do_statement: STMT.while,
  },
  expressions: {
    member_expression: (w, node, s) => assertedBase(node, EXPR.member('object', 'property')(w, node, s)),
    subscript_expression: (w, node, s) => assertedBase(node, EXPR.index('object', 'index')(w, node, s)),
    binary_expression: (w, node, s) => assertedOperand(w, node, s) ?? EXPR.binary(w, node, s),
    unary_expression: EXPR.unary('argument'),
    update_expression: EXPR.update('argument'),
    ternary_expression: EXPR.ternary,
    parenthesized_expression: EXPR.unwrap(),
    non_null_expression: EXPR.unwrap(),
    await_expression: EXPR.unwrap(),
    as_expression: EXPR.unwrap(),
    satisfies_expression: EXPR.unwrap(),
    type_assertion: EXPR.unwrap(),
    array: EXPR.collection('list'),
    object: EXPR.pairs,
    spread_element: EXPR.spread,
  },
})

/** A TypeScript annotation without its colon: `: number[]` → "number[]". */
function annotation(node: Node | null): string | null {
  return typeText(node)?.replace(/^:/, '') ?? null
}

/**
 * TypeScript's grammar reads `a && b! > c` as `(a && b)! > c`: the non-null assertion binds to `b` alone,
 * so the comparison belongs inside the logical operator, `a && (b! > c)`.
 */
function assertedOperand(w: Walker, node: Node, s: Span): Expr | undefined {
  const left = field(node, 'left')
  const inner = left?.type === 'non_null_expression' ? namedKids(left)[0] : null
  const right = field(node, 'right')
  if (left && right && inner?.type !== 'binary_expression') return assertedChain(w, node, left, right, s)
  if (!inner || inner.type !== 'binary_expression' || !right) return undefined
  const logical = operatorOf(inner)
  const innerLeft = field(inner, 'left')
  const innerRight = field(inner, 'right')
  if (!/^(&&|\|\||\?\?)$/.test(logical) || !innerLeft || !innerRight) return undefined
  return {
    ...s,
    kind: 'binary',
    op: logical,
    left: w.expr(innerLeft),
    right: { ...s, kind: 'binary', op: operatorOf(node), left: w.expr(innerRight), right: w.expr(right) },
  }
}

/**
 * TypeScript's grammar reads `row[c]! + sums[r]![c]!` as `(row[c]! + sums[r])![c]!`: an index or a field
 * after a non-null assertion takes the whole sum before it. The index belongs to the sum's last operand,
 * `row[c] + sums[r][c]`. (A sum in parentheses, `(a + b)![c]`, is left as written.)
 */
function assertedBase(node: Node, converted: Expr): Expr {
  let at: Node | null = field(node, 'object')
  while (at?.type === 'subscript_expression' || at?.type === 'member_expression') at = field(at, 'object')
  const inner = at?.type === 'non_null_expression' ? namedKids(at)[0] : null
  if (inner?.type !== 'binary_expression') return converted
  if (converted.kind !== 'index' && converted.kind !== 'member') return converted
  // How many sums the tree nests on the right (`a + b * c![i]`), to put the index on `c` alone.
  let depth = 1
  for (let r = field(inner, 'right'); r?.type === 'binary_expression'; r = field(r, 'right')) depth++
  const pushDown = (e: Expr, levels: number): Expr =>
    levels > 0 && e.kind === 'binary'
      ? { ...e, right: pushDown(e.right, levels - 1) }
      : { ...converted, object: e }
  return converted.object.kind === 'binary' ? pushDown(converted.object, depth) : converted
}

/**
 * The same misreading under an index or a field: `a && heap.peek()![0] <= t` is read as
 * `(a && heap.peek())![0] <= t`. The logical operator moves out, `a && (heap.peek()![0] <= t)`.
 */
function assertedChain(w: Walker, node: Node, left: Node, right: Node, s: Span): Expr | undefined {
  let at: Node | null = left
  for (;;) {
    if (at?.type === 'subscript_expression' || at?.type === 'member_expression') at = field(at, 'object')
    else if (at?.type === 'non_null_expression' && namedKids(at)[0]?.type !== 'binary_expression')
      at = namedKids(at)[0] ?? null
    else break
  }
  const asserted = at?.type === 'non_null_expression' ? namedKids(at)[0] : null
  if (asserted?.type !== 'binary_expression' || !/^(&&|\|\||\?\?)$/.test(operatorOf(asserted)))
    return undefined
  const hoist = (e: Expr): { op: string; first: Expr; rest: Expr } | null => {
    if (e.kind === 'binary' && /^(&&|\|\||\?\?)$/.test(e.op))
      return { op: e.op, first: e.left, rest: e.right }
    if (e.kind !== 'index' && e.kind !== 'member') return null
    const h = hoist(e.object)
    return h && { ...h, rest: { ...e, object: h.rest } }
  }
  const h = hoist(w.expr(left))
  if (!h) return undefined
  const compared: Expr = { ...s, kind: 'binary', op: operatorOf(node), left: h.rest, right: w.expr(right) }
  return { ...s, kind: 'binary', op: h.op, left: h.first, right: compared }
}

/** One adapter for JavaScript and TypeScript: TypeScript's tree is JavaScript's plus type nodes. */
export function buildJavaScript(root: Node): ProgramIR {
  const w = new Walker(JAVASCRIPT, { stmt: convertStmt, expr: convertExpr })
  const { b, stmt, expr, body, args } = w
  const prototypes = prototypeClasses(root)
  const prototypeClass = new Map<string, ClassIR>()

  /**
   * LeetCode's JavaScript design template, `var LRUCache = function (capacity) {...}` with
   * `LRUCache.prototype.get = function (key) {...}`: a class written out as a constructor function and
   * methods set on its prototype. The class is made when either part is first met.
   */
  function classOfPrototype(name: string, node: Node): { cls: ClassIR; made: Stmt | null } {
    const known = prototypeClass.get(name)
    if (known) return { cls: known, made: null }
    const cls = emptyClass(node, name)
    prototypeClass.set(name, cls)
    return { cls, made: b.addClass(cls) }
  }

  /** `var X = function (...) {...}` or `function X(...) {...}` for a prototype class X: its constructor. */
  function prototypeConstructor(name: string, fnNode: Node, at: Node): Stmt {
    const { cls, made } = classOfPrototype(name, at)
    cls.methods.push(functionLike(fnNode, name, name))
    return made ?? { ...spanOf(at), kind: 'block', body: [] }
  }

  function convertStmt(node: Node, s: Span): Converted | undefined {
    switch (node.type) {
      case 'lexical_declaration':
      case 'variable_declaration':
        return declaration(node)
      case 'expression_statement': {
        const e = namedKids(node)[0]
        if (!e) return null
        if (e.type === 'sequence_expression') return sequence(e).map(exprStmt)
        return exprStmt(e)
      }
      case 'if_statement': {
        const alt = field(node, 'alternative')
        return {
          ...s,
          kind: 'if',
          cond: expr(field(node, 'condition')),
          then: body(field(node, 'consequence')),
          otherwise: alt ? w.stmts(alt) : [],
        }
      }
      case 'for_statement': {
        const initNode = field(node, 'initializer')
        let init: Stmt[] = []
        if (initNode) {
          if (initNode.type === 'lexical_declaration' || initNode.type === 'variable_declaration')
            init = declaration(initNode)
          else {
            const e = initNode.type === 'expression_statement' ? namedKids(initNode)[0] : initNode
            if (e) init = e.type === 'sequence_expression' ? sequence(e).map(exprStmt) : [exprStmt(e)]
          }
        }
        const condNode = field(node, 'condition')
        const condExpr =
          condNode && condNode.type === 'expression_statement' ? namedKids(condNode)[0] : condNode
        const inc = field(node, 'increment')
        const update = inc ? (inc.type === 'sequence_expression' ? sequence(inc).map(expr) : [expr(inc)]) : []
        return forLoop(
          s,
          init,
          condExpr && condExpr.type !== 'empty_statement' && condExpr.text !== ';' ? expr(condExpr) : null,
          update,
          body(field(node, 'body')),
        )
      }
      case 'for_in_statement': {
        const op = field(node, 'operator')?.text ?? 'of'
        const right = expr(field(node, 'right'))
        // `for (k in obj)` walks keys: same count as the object's size.
        const at = { line: right.line, endLine: right.endLine }
        const iter: Expr =
          op === 'in'
            ? {
                ...at,
                kind: 'call',
                callee: { ...at, kind: 'member', object: right, property: 'keys' },
                args: [],
              }
            : right
        return eachLoop(s, pattern(field(node, 'left')), iter, body(field(node, 'body')))
      }
      case 'switch_statement': {
        const parts: Stmt[][] = []
        const values: (Expr | null)[] = []
        const bodyNode = field(node, 'body')
        for (const c of bodyNode ? namedKids(bodyNode) : []) {
          const arm: Stmt[] = []
          for (const k of c.childrenForFieldName('body')) if (k) arm.push(...flatten([stmt(k)]))
          parts.push(arm)
          const value = field(c, 'value')
          values.push(value ? expr(value) : null)
        }
        return arms(s, expr(field(node, 'value')), parts, [], values)
      }
      case 'try_statement': {
        const parts = [...body(field(node, 'body'))]
        const handler = field(node, 'handler')
        if (handler) parts.push(...body(field(handler, 'body')))
        const finalizer = field(node, 'finalizer')
        if (finalizer) parts.push(...body(field(finalizer, 'body')))
        return { ...s, kind: 'block', body: parts }
      }
      case 'labeled_statement':
        return body(field(node, 'body'))
      case 'function_declaration':
      case 'generator_function_declaration':
        if (prototypes.has(field(node, 'name')?.text ?? ''))
          return prototypeConstructor(field(node, 'name')?.text ?? '', node, node)
        return {
          ...s,
          kind: 'function',
          fn: functionLike(node, field(node, 'name')?.text ?? '<function>', null),
        }
      case 'class_declaration':
      case 'abstract_class_declaration':
        return classDecl(node)
      case 'export_statement': {
        const decl = field(node, 'declaration')
        const converted = decl ? stmt(decl) : null
        for (const s of Array.isArray(converted) ? converted : converted ? [converted] : []) markExported(s)
        return converted
      }
      default:
        return undefined
    }
  }

  /** `export function f` and `export const f = () => ...`: what the module offers its callers. */
  function markExported(s: Stmt): void {
    if (s.kind === 'function') s.fn.decorators.push('export')
    if (s.kind === 'assign') for (const v of s.values) if (v.kind === 'lambda') v.fn.decorators.push('export')
  }

  function sequence(node: Node): Node[] {
    const out: Node[] = []
    let cur: Node | null = node
    while (cur && cur.type === 'sequence_expression') {
      const kids = namedKids(cur)
      const left = field(cur, 'left') ?? kids[0] ?? null
      const right: Node | null = field(cur, 'right') ?? kids[1] ?? null
      if (left) out.push(left)
      cur = right
    }
    if (cur) out.push(cur)
    return out
  }

  function declaration(node: Node): Stmt[] {
    const out: Stmt[] = []
    for (const d of namedKids(node)) {
      if (d.type !== 'variable_declarator') continue
      const value = field(d, 'value')
      const declared = field(d, 'name')?.text ?? ''
      if (value?.type === 'function_expression' && prototypes.has(declared)) {
        out.push(prototypeConstructor(declared, value, node))
        continue
      }
      const typeNode = field(d, 'type')
      const namePattern = field(d, 'name')
      const targets =
        namePattern && (namePattern.type === 'array_pattern' || namePattern.type === 'object_pattern')
          ? namedKids(namePattern).map(pattern)
          : [pattern(namePattern)]
      let values: Expr[] = []
      if (value) {
        // `let [a, b] = [0, 1]` assigns pairwise.
        values = value.type === 'array' && targets.length > 1 ? namedKids(value).map(expr) : [expr(value)]
      }
      out.push({ ...spanOf(d), kind: 'assign', targets, op: '=', values, declType: annotation(typeNode) })
    }
    return out
  }

  function pattern(node: Node | null): Expr {
    if (!node) return missing()
    if (node.type === 'array_pattern' || node.type === 'object_pattern') {
      return { ...spanOf(node), kind: 'collection', type: 'tuple', elements: namedKids(node).map(pattern) }
    }
    if (node.type === 'assignment_pattern') return pattern(field(node, 'left'))
    if (node.type === 'shorthand_property_identifier_pattern') return nameExpr(node)
    if (node.type === 'pair_pattern') return pattern(field(node, 'value'))
    return expr(node)
  }

  /** Assignments here may destructure (`[a, b] = [b, a]`), so they are converted apart from the grammar's. */
  function exprStmt(node: Node): Stmt {
    const s = spanOf(node)
    if (node.type === 'assignment_expression' || node.type === 'augmented_assignment_expression') {
      const left = field(node, 'left')
      const right = field(node, 'right')
      const method = left ? prototypeMember(left) : null
      if (method && right?.type === 'function_expression' && prototypes.has(method.cls)) {
        const { cls, made } = classOfPrototype(method.cls, node)
        cls.methods.push(functionLike(right, method.name, method.cls))
        return made ?? { ...s, kind: 'block', body: [] }
      }
      if (left && left.type === 'array_pattern' && right && right.type === 'array') {
        return {
          ...s,
          kind: 'assign',
          targets: namedKids(left).map(pattern),
          op: '=',
          values: namedKids(right).map(expr),
          declType: null,
        }
      }
      return {
        ...s,
        kind: 'assign',
        targets: left && left.type === 'array_pattern' ? namedKids(left).map(pattern) : [pattern(left)],
        op: operatorOf(node),
        values: [expr(right)],
        declType: null,
      }
    }
    return w.exprStmt(node)
  }

  function convertExpr(node: Node, s: Span): Expr | undefined {
    switch (node.type) {
      case 'yield_expression': {
        // `yield x` / `yield* xs`: a call of its own, so a generator can be told by its body.
        const value = namedKids(node)[0]
        const callee: Expr = { ...s, kind: 'name', name: 'yield' }
        return { ...s, kind: 'call', callee, args: value ? [expr(value)] : [] }
      }
      case 'call_expression': {
        const callee = field(node, 'function')
        // `Array(n)` without `new` makes the same array as `new Array(n)`.
        if (callee?.type === 'identifier' && callee.text === 'Array')
          return {
            ...s,
            kind: 'new',
            type: 'Array',
            args: args(field(node, 'arguments')),
            dims: [],
            elements: [],
          }
        return { ...s, kind: 'call', callee: expr(callee), args: args(field(node, 'arguments')) }
      }
      case 'new_expression': {
        const argsNode = field(node, 'arguments')
        const ctor = field(node, 'constructor')
        const typeArgs = field(node, 'type_arguments')
        return {
          ...s,
          kind: 'new',
          type: `${ctor?.text ?? ''}${typeArgs ? typeArgs.text.replace(/\s+/g, '') : ''}`,
          args: args(argsNode),
          dims: [],
          elements: [],
        }
      }
      case 'assignment_expression':
      case 'augmented_assignment_expression':
        return {
          ...s,
          kind: 'assign',
          op: operatorOf(node),
          target: pattern(field(node, 'left')),
          value: expr(field(node, 'right')),
        }
      case 'arrow_function':
      case 'function_expression':
      case 'function':
      case 'generator_function': {
        const fn = functionLike(node, field(node, 'name')?.text ?? '<lambda>', null, true)
        return { ...s, kind: 'lambda', fn }
      }
      case 'sequence_expression':
        return { ...s, kind: 'other', children: sequence(node).map(expr) }
      default:
        return undefined
    }
  }

  function params(node: Node | null): Param[] {
    if (!node) return []
    if (node.type === 'identifier') return [{ name: node.text, type: null, line: node.startPosition.row + 1 }]
    const out: Param[] = []
    for (const p of namedKids(node)) {
      const line = p.startPosition.row + 1
      if (p.type === 'identifier') out.push({ name: p.text, type: null, line })
      else if (p.type === 'required_parameter' || p.type === 'optional_parameter') {
        const pat = field(p, 'pattern')
        const value = field(p, 'value')
        out.push({
          name: pat?.text ?? '',
          type: annotation(field(p, 'type')),
          line,
          ...(value ? { defaultValue: expr(value) } : {}),
        })
      } else if (p.type === 'assignment_pattern') {
        const value = field(p, 'right')
        out.push({
          name: field(p, 'left')?.text ?? '',
          type: null,
          line,
          ...(value ? { defaultValue: expr(value) } : {}),
        })
      } else if (p.type === 'rest_pattern')
        out.push({ name: namedKids(p)[0]?.text ?? '', type: 'any[]', line })
    }
    return out
  }

  function functionLike(node: Node, name: string, className: string | null, isLambda = false): FunctionIR {
    const paramNode = field(node, 'parameters') ?? field(node, 'parameter')
    return b.defineFunction(
      node,
      {
        name,
        params: params(paramNode),
        className,
        isLambda,
        returnType: annotation(field(node, 'return_type')),
      },
      () => w.lambdaBody(field(node, 'body')),
    )
  }

  /**
   * TypeScript's `constructor(private readonly items: number[])` declares and sets a field: read as
   * `this.items = items` at the start of the constructor.
   */
  function parameterProperties(ctor: Node): Stmt[] {
    const params = field(ctor, 'parameters')
    const out: Stmt[] = []
    for (const p of params ? namedKids(params) : []) {
      const marked = namedKids(p).some((x) => x.type === 'accessibility_modifier' || x.type === 'readonly')
      const pattern = field(p, 'pattern')
      if (!marked && !/^(public|private|protected|readonly)\b/.test(p.text)) continue
      if (!pattern || pattern.type !== 'identifier') continue
      const at = spanOf(p)
      out.push({
        ...at,
        kind: 'assign',
        targets: [
          {
            ...at,
            kind: 'member',
            object: { ...at, kind: 'name', name: 'this' },
            property: pattern.text,
          },
        ],
        op: '=',
        values: [{ ...at, kind: 'name', name: pattern.text }],
        declType: null,
      })
    }
    return out
  }

  function classDecl(node: Node): Stmt {
    const name = field(node, 'name')?.text ?? '<class>'
    const cls = emptyClass(node, name)
    const bodyNode = field(node, 'body')
    for (const k of bodyNode ? namedKids(bodyNode) : []) {
      if (k.type === 'method_definition') {
        const methodName = field(k, 'name')?.text ?? '<method>'
        const fn = functionLike(k, methodName === 'constructor' ? name : methodName, name)
        if (methodName === 'constructor') fn.body.unshift(...parameterProperties(k))
        const access = namedKids(k).find((x) => x.type === 'accessibility_modifier')
        if (access) fn.decorators.push(access.text)
        if (methodName.startsWith('#')) fn.decorators.push('private')
        cls.methods.push(fn)
      } else if (k.type === 'public_field_definition' || k.type === 'field_definition') {
        const nameNode = field(k, 'name') ?? field(k, 'property')
        const value = field(k, 'value')
        if (nameNode) {
          cls.fields.push({
            ...spanOf(k),
            kind: 'assign',
            targets: [
              {
                ...spanOf(nameNode),
                kind: 'member',
                object: { ...spanOf(nameNode), kind: 'name', name: 'this' },
                property: nameNode.text,
              },
            ],
            op: '=',
            values: value ? [expr(value)] : [],
            declType: annotation(field(k, 'type')),
          })
        }
      }
    }
    return b.addClass(cls)
  }

  return w.program(root)
}

/** `X.prototype.m`: the class and the method a prototype assignment names. */
function prototypeMember(node: Node): { cls: string; name: string } | null {
  if (node.type !== 'member_expression') return null
  const object = field(node, 'object')
  const name = field(node, 'property')?.text
  if (object?.type !== 'member_expression' || field(object, 'property')?.text !== 'prototype') return null
  const cls = field(object, 'object')
  return cls?.type === 'identifier' && name ? { cls: cls.text, name } : null
}

/** The names given methods through their prototype at the top level of the file. */
function prototypeClasses(root: Node): Set<string> {
  const out = new Set<string>()
  for (const k of namedKids(root)) {
    const e = k.type === 'expression_statement' ? namedKids(k)[0] : null
    const left = e?.type === 'assignment_expression' ? field(e, 'left') : null
    const member = left ? prototypeMember(left) : null
    if (member) out.add(member.cls)
  }
  return out
}
