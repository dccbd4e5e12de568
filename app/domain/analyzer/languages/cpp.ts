import type { Expr, Param, ProgramIR, Span, Stmt } from '../ir'
import {
  arms,
  eachLoop,
  emptyClass,
  field,
  fields,
  flatten,
  forLoop,
  missing,
  nameExpr,
  namedKids,
  opaque,
  spanOf,
  typeText,
  whileLoop,
  type SyntaxNode as Node,
} from './common'
import { EXPR, STMT } from './rules'
import { defineGrammar, Walker, type Converted } from './walker'

/** Class types that allocate a container when declared, even without an initialiser. */
const CONTAINER_TYPE =
  /^(std::)?(vector|deque|list|forward_list|queue|stack|priority_queue|set|multiset|map|multimap|unordered_map|unordered_set|unordered_multimap|unordered_multiset|string|bitset|array)\b/

/** Types whose `T x(a);` in a body could only be a declaration of a function, never a construction. */
const BUILT_IN_TYPE = /^(void|bool|char|short|int|long|float|double|unsigned|signed|auto|size_t)\b/

const CPP = defineGrammar({
  block: 'compound_statement',
  alwaysTrue: /^\(\s*(true|1)\s*\)$/,
  assignments: ['assignment_expression'],
  names: ['identifier', 'field_identifier', 'this', 'type_identifier'],
  numbers: ['number_literal'],
  strings: ['string_literal', 'raw_string_literal', 'concatenated_string'],
  chars: ['char_literal'],
  nulls: ['null', 'nullptr'],
  statements: {
    expression_statement: STMT.expression,
    return_statement: STMT.return,
    throw_statement: STMT.throw,
    labeled_statement: STMT.splice,
    preproc_ifdef: STMT.splice,
    preproc_if: STMT.splice,
    preproc_else: STMT.splice,
  },
  expressions: {
    field_expression: EXPR.member('argument', 'field'),
    binary_expression: EXPR.binary,
    unary_expression: EXPR.unary('argument'),
    pointer_expression: EXPR.unary('argument'),
    update_expression: EXPR.update('argument'),
    assignment_expression: EXPR.assign,
    conditional_expression: EXPR.ternary,
    parenthesized_expression: EXPR.unwrap(),
    cast_expression: EXPR.passThrough('value'),
    initializer_list: EXPR.collection('list'),
  },
})

export function buildCpp(root: Node): ProgramIR {
  const w = new Walker(CPP, { stmt: convertStmt, expr: convertExpr })
  const { b, stmt, expr, body, exprStmt, args } = w

  function condition(node: Node | null): { pre: Stmt[]; cond: Expr } {
    if (!node) return { pre: [], cond: missing() }
    if (node.type === 'condition_clause' || node.type === 'parenthesized_expression') {
      const decl = namedKids(node).find((k) => k.type === 'declaration')
      const value = field(node, 'value') ?? namedKids(node).find((k) => k.type !== 'declaration') ?? null
      return {
        pre: decl ? declaration(decl) : [],
        cond: value ? expr(value) : decl ? nameOfDecl(decl) : opaque(node),
      }
    }
    return { pre: [], cond: expr(node) }
  }

  function nameOfDecl(decl: Node): Expr {
    const d = fields(decl, 'declarator')[0]
    return d ? expr(declaratorName(d)) : opaque(decl)
  }

  function convertStmt(node: Node, s: Span): Converted | undefined {
    switch (node.type) {
      case 'declaration':
        return declaration(node)
      case 'if_statement': {
        const { pre, cond } = condition(field(node, 'condition'))
        const alt = field(node, 'alternative')
        const otherwise = alt ? (alt.type === 'else_clause' ? w.stmts(alt) : body(alt)) : []
        return [...pre, { ...s, kind: 'if', cond, then: body(field(node, 'consequence')), otherwise }]
      }
      case 'for_statement': {
        const initNode = field(node, 'initializer')
        const init = initNode
          ? initNode.type === 'declaration'
            ? declaration(initNode)
            : [exprStmt(initNode)]
          : []
        const condNode = field(node, 'condition')
        const updateNode = field(node, 'update')
        const update = updateNode
          ? updateNode.type === 'comma_expression'
            ? commaParts(updateNode).map(expr)
            : [expr(updateNode)]
          : []
        return forLoop(s, init, condNode ? expr(condNode) : null, update, body(field(node, 'body')))
      }
      case 'for_range_loop':
        return eachLoop(
          s,
          rangeTarget(field(node, 'declarator'), s),
          expr(field(node, 'right')),
          body(field(node, 'body')),
        )
      case 'while_statement':
      case 'do_statement': {
        // A declaration in the condition (`while (auto x = next())`) runs before the loop.
        const { pre, cond } = condition(field(node, 'condition'))
        const infinite = CPP.alwaysTrue.test(field(node, 'condition')?.text ?? '')
        return [
          ...pre,
          whileLoop(s, infinite ? null : cond, node.type === 'do_statement', body(field(node, 'body'))),
        ]
      }
      case 'switch_statement': {
        const { pre, cond } = condition(field(node, 'condition'))
        const parts: Stmt[][] = []
        const values: (Expr | null)[] = []
        const bodyNode = field(node, 'body')
        for (const c of bodyNode ? namedKids(bodyNode) : []) {
          if (c.type === 'case_statement') {
            const value = field(c, 'value')
            const arm: Stmt[] = []
            for (const k of namedKids(c)) if (!value || !k.equals(value)) arm.push(...flatten([stmt(k)]))
            parts.push(arm)
            values.push(value ? expr(value) : null)
          }
        }
        return [...pre, arms(s, cond, parts, [], values)]
      }
      case 'try_statement': {
        const parts = [...body(field(node, 'body'))]
        for (const k of namedKids(node)) if (k.type === 'catch_clause') parts.push(...body(field(k, 'body')))
        return { ...s, kind: 'block', body: parts }
      }
      case 'function_definition':
        return { ...s, kind: 'function', fn: functionDef(node, null) }
      case 'template_declaration':
      case 'namespace_definition':
      case 'linkage_specification':
      case 'declaration_list':
        return flatten(
          namedKids(node).flatMap((k) =>
            k.type === 'declaration_list' ? namedKids(k).map(stmt) : [stmt(k)],
          ),
        )
      case 'class_specifier':
      case 'struct_specifier':
        return classSpec(node)
      default:
        return undefined
    }
  }

  function commaParts(node: Node): Node[] {
    const out: Node[] = []
    let cur: Node | null = node
    while (cur && cur.type === 'comma_expression') {
      const left = field(cur, 'left')
      if (left) out.push(left)
      cur = field(cur, 'right')
    }
    if (cur) out.push(cur)
    return out
  }

  /** Unwraps `*p`, `&x`, `a[10]`, `x = 1` declarators down to the declared identifier. */
  /** `auto& [key, group]`: both names, as a tuple like Python's `for key, group in ...`; else the one name. */
  function rangeTarget(node: Node | null, s: Span): Expr {
    let cur = node
    while (cur && cur.type === 'reference_declarator') cur = namedKids(cur)[0] ?? null
    if (cur && cur.type === 'structured_binding_declarator')
      return { ...s, kind: 'collection', type: 'tuple', elements: namedKids(cur).map((k) => expr(k)) }
    return expr(declaratorName(node))
  }

  function declaratorName(node: Node | null): Node | null {
    let cur = node
    while (cur && cur.type !== 'identifier' && cur.type !== 'field_identifier') {
      const next: Node | null =
        field(cur, 'declarator') ?? namedKids(cur).find((k) => k.type !== 'type_qualifier') ?? null
      if (!next || next.equals(cur)) break
      cur = next
    }
    return cur
  }

  function arrayDims(node: Node | null): Expr[] {
    const dims: Expr[] = []
    let cur = node
    while (cur && cur.type === 'array_declarator') {
      const size = field(cur, 'size')
      if (size) dims.unshift(expr(size))
      cur = field(cur, 'declarator')
    }
    return dims
  }

  function declaration(node: Node): Stmt[] {
    const typeNode = field(node, 'type')
    const type = typeText(typeNode) ?? ''
    const out: Stmt[] = []
    for (const d of fields(node, 'declarator')) {
      const s = spanOf(d)
      // `vector<vector<int>> adj(n);` and `DSU dsu(n);` parse as function declarations taking a type `n`:
      // in a body they are a container or an object built from its arguments.
      // `DSU dsu(rows * cols);` reads as a parameter `cols` of pointer type `rows`: the product of two names.
      const product = (p: Node): Expr | null => {
        const t = field(p, 'type')
        const ptr = field(p, 'declarator')
        const inner = ptr?.type === 'pointer_declarator' ? field(ptr, 'declarator') : null
        if (t?.type !== 'type_identifier' || inner?.type !== 'identifier') return null
        return { ...spanOf(p), kind: 'binary', op: '*', left: nameExpr(t), right: nameExpr(inner) }
      }
      const bareTypes = namedKids(field(d, 'parameters') ?? d).filter(
        (p) => p.type === 'parameter_declaration' && (!field(p, 'declarator') || product(p) !== null),
      )
      if (
        d.type === 'function_declarator' &&
        (CONTAINER_TYPE.test(type) || !BUILT_IN_TYPE.test(type)) &&
        bareTypes.length > 0 &&
        bareTypes.length === namedKids(field(d, 'parameters') ?? d).length
      ) {
        const args = bareTypes.map((p) => product(p) ?? nameExpr(field(p, 'type') ?? p))
        const target = expr(field(d, 'declarator'))
        const value: Expr = { ...s, kind: 'new', type, args, dims: [], elements: [] }
        out.push({ ...s, kind: 'assign', targets: [target], op: '=', values: [value], declType: type })
        continue
      }
      const inner = d.type === 'init_declarator' ? field(d, 'declarator') : d
      const nameNode = declaratorName(inner)
      const target = expr(nameNode)
      const dims = arrayDims(inner?.type === 'reference_declarator' ? null : inner)
      const isReference = inner?.type === 'reference_declarator'
      const declType =
        dims.length > 0 ? `${type}${'[]'.repeat(dims.length)}` : `${type}${isReference ? '&' : ''}`
      const value = d.type === 'init_declarator' ? field(d, 'value') : null
      let values: Expr[] = []
      if (value) {
        if (value.type === 'argument_list') {
          values = [
            { ...spanOf(value), kind: 'new', type, args: namedKids(value).map(expr), dims: [], elements: [] },
          ]
        } else if (value.type === 'initializer_list') {
          values = [
            {
              ...spanOf(value),
              kind: 'new',
              type: declType,
              args: [],
              dims,
              elements: namedKids(value).map(expr),
            },
          ]
        } else {
          values = [expr(value)]
        }
      } else if (dims.length > 0) {
        values = [{ ...s, kind: 'new', type: declType, args: [], dims, elements: [] }]
      } else if (CONTAINER_TYPE.test(type)) {
        values = [{ ...s, kind: 'new', type, args: [], dims: [], elements: [] }]
      }
      out.push({ ...s, kind: 'assign', targets: [target], op: '=', values, declType })
    }
    return out
  }

  function convertExpr(node: Node, s: Span): Expr | undefined {
    switch (node.type) {
      case 'qualified_identifier': {
        // `std::sort` reads as `sort`; `Solution::helper` as `helper`.
        const name = field(node, 'name')
        return name ? expr(name) : nameExpr(node)
      }
      case 'template_function':
        return nameExpr(node, field(node, 'name')?.text ?? node.text)
      case 'subscript_expression': {
        const indices = field(node, 'indices') ?? field(node, 'index')
        const first = indices
          ? indices.type === 'subscript_argument_list'
            ? namedKids(indices)[0]
            : indices
          : null
        return { ...s, kind: 'index', object: expr(field(node, 'argument')), index: expr(first ?? null) }
      }
      case 'call_expression': {
        const fn = field(node, 'function')
        const argList = args(field(node, 'arguments'))
        // `vector<int>(n, 0)` and `string(n, 'a')` construct containers.
        if (fn && fn.type === 'template_function' && CONTAINER_TYPE.test(fn.text.replace(/\s+/g, ''))) {
          return {
            ...s,
            kind: 'new',
            type: fn.text.replace(/\s+/g, ''),
            args: argList,
            dims: [],
            elements: [],
          }
        }
        // make_unique<Node>() and make_shared<Node>() allocate like `new Node()`.
        if (
          fn &&
          fn.type === 'template_function' &&
          /^(std::)?make_(unique|shared)$/.test(field(fn, 'name')?.text ?? '')
        ) {
          const typeArg = field(fn, 'arguments')
          const type = typeArg ? typeArg.text.replace(/^<|>$/g, '').replace(/\s+/g, '') : ''
          return { ...s, kind: 'new', type, args: argList, dims: [], elements: [] }
        }
        // static_cast<int>(v.size()) is the value it converts.
        if (
          fn &&
          fn.type === 'template_function' &&
          /^(std::)?(static|dynamic|const|reinterpret)_cast$/.test(field(fn, 'name')?.text ?? '') &&
          argList.length === 1
        ) {
          return { ...s, kind: 'other', children: argList }
        }
        return { ...s, kind: 'call', callee: expr(fn), args: argList }
      }
      case 'compound_literal_expression': {
        const value = field(node, 'value')
        return {
          ...s,
          kind: 'new',
          type: typeText(field(node, 'type')) ?? '',
          args: [],
          dims: [],
          elements: value ? namedKids(value).map(expr) : [],
        }
      }
      case 'new_expression': {
        const decl = field(node, 'declarator')
        const dims: Expr[] = []
        let cur = decl
        while (cur && cur.type === 'new_declarator') {
          const len = field(cur, 'length')
          if (len) dims.push(expr(len))
          cur = field(cur, 'declarator') ?? namedKids(cur).find((k) => k.type === 'new_declarator') ?? null
        }
        return {
          ...s,
          kind: 'new',
          type: `${typeText(field(node, 'type')) ?? ''}${'[]'.repeat(dims.length)}`,
          args: args(field(node, 'arguments')),
          dims,
          elements: [],
        }
      }
      case 'lambda_expression': {
        const declarator = field(node, 'declarator')
        const fn = b.defineFunction(
          node,
          {
            name: '<lambda>',
            params: params(declarator ? field(declarator, 'parameters') : null),
            isLambda: true,
          },
          () => body(field(node, 'body')),
        )
        return { ...s, kind: 'lambda', fn }
      }
      case 'comma_expression':
        return { ...s, kind: 'other', children: commaParts(node).map(expr) }
      default:
        return undefined
    }
  }

  function params(node: Node | null): Param[] {
    if (!node) return []
    return namedKids(node)
      .filter((p) => p.type === 'parameter_declaration' || p.type === 'optional_parameter_declaration')
      .map((p) => {
        const decl = field(p, 'declarator')
        const nameNode = declaratorName(decl)
        const ref = decl && decl.type === 'reference_declarator' ? '&' : ''
        const arr = decl && decl.type === 'array_declarator' ? '[]' : ''
        const ptr = decl && decl.type === 'pointer_declarator' ? '*' : ''
        return {
          name: nameNode?.text ?? '',
          type: `${typeText(field(p, 'type')) ?? ''}${ptr}${arr}${ref}`,
          line: p.startPosition.row + 1,
        }
      })
  }

  /**
   * `DSU(int n) : parent(n), size(n, 1) {}`: a constructor's member initialisers are assignments to its
   * fields, run before its body (a container field built from its arguments, any other field set to one).
   */
  function memberInitialisers(node: Node, fieldTypes: ReadonlyMap<string, string>): Stmt[] {
    const list = namedKids(node).find((k) => k.type === 'field_initializer_list')
    if (!list) return []
    const out: Stmt[] = []
    for (const init of namedKids(list)) {
      if (init.type !== 'field_initializer') continue
      const kids = namedKids(init)
      const nameNode = kids.find((k) => k.type === 'field_identifier')
      const argNode = kids.find((k) => k.type === 'argument_list' || k.type === 'initializer_list')
      if (!nameNode || !argNode) continue
      const s = spanOf(init)
      const type = fieldTypes.get(nameNode.text) ?? ''
      const argList = namedKids(argNode).map(expr)
      let value: Expr | undefined
      // A reference member names what it is bound to: no copy (`grid(g)` with `const Grid& grid`).
      const reference = type.endsWith('&')
      // A pointer member set to an address (`data(&vec)`) points at the container: no copy either.
      const address = argList.length === 1 && argList[0]?.kind === 'unary' && argList[0].op === '&'
      if (CONTAINER_TYPE.test(type) && !reference && !address)
        value = { ...s, kind: 'new', type, args: argList, dims: [], elements: [] }
      else if (argList.length === 1) value = argList[0]
      if (!value) continue
      // `n(n)`: the field takes the parameter of the same name, so the target is the member, as `this->n`.
      const target: Expr = {
        ...spanOf(nameNode),
        kind: 'member',
        object: { ...spanOf(nameNode), kind: 'name', name: 'this' },
        property: nameNode.text,
      }
      out.push({ ...s, kind: 'assign', targets: [target], op: '=', values: [value], declType: null })
    }
    return out
  }

  function functionDef(node: Node, className: string | null, fieldTypes?: ReadonlyMap<string, string>) {
    const declarator = field(node, 'declarator')
    let fnDecl = declarator
    while (fnDecl && fnDecl.type !== 'function_declarator') fnDecl = field(fnDecl, 'declarator')
    const nameNode = fnDecl ? field(fnDecl, 'declarator') : null
    const rawName = nameNode?.text ?? '<function>'
    const name = rawName.includes('::') ? (rawName.split('::').pop() ?? rawName) : rawName
    return b.defineFunction(
      node,
      {
        name,
        params: params(fnDecl ? field(fnDecl, 'parameters') : null),
        className,
        returnType: typeText(field(node, 'type')),
      },
      () => [...(fieldTypes ? memberInitialisers(node, fieldTypes) : []), ...body(field(node, 'body'))],
    )
  }

  function classSpec(node: Node): Stmt | null {
    const bodyNode = field(node, 'body')
    if (!bodyNode) return null
    const name = field(node, 'name')?.text ?? '<class>'
    const cls = emptyClass(node, name)
    // Members of a class are private until a `public:` says otherwise; a struct's are public.
    let access = node.type === 'class_specifier' ? 'private' : 'public'
    const fieldTypes = new Map<string, string>()
    for (const k of namedKids(bodyNode)) {
      if (k.type !== 'field_declaration') continue
      const type = typeText(field(k, 'type')) ?? ''
      for (const d of fields(k, 'declarator')) {
        const nameNode = declaratorName(d.type === 'init_declarator' ? field(d, 'declarator') : d)
        // `const vector<vector<int>>& grid;`: a reference member, bound to what it is given.
        if (nameNode) fieldTypes.set(nameNode.text, d.type === 'reference_declarator' ? `${type}&` : type)
      }
    }
    for (const k of namedKids(bodyNode)) {
      if (k.type === 'access_specifier') access = k.text.replace(/\s|:/g, '')
      else if (k.type === 'function_definition') {
        const fn = functionDef(k, name, fieldTypes)
        fn.decorators.push(access)
        cls.methods.push(fn)
      } else if (k.type === 'template_declaration') {
        for (const inner of namedKids(k))
          if (inner.type === 'function_definition') cls.methods.push(functionDef(inner, name))
      } else if (k.type === 'field_declaration' || k.type === 'declaration')
        cls.fields.push(...declaration(k))
      else if (k.type === 'class_specifier' || k.type === 'struct_specifier') classSpec(k)
    }
    return b.addClass(cls)
  }

  return w.program(root)
}
