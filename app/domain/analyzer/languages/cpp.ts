import type { ClassIR, Expr, Param, ProgramIR, Stmt } from '../ir'
import {
  field,
  fields,
  flatten,
  IrBuilder,
  literal,
  nameExpr,
  namedKids,
  numberLiteral,
  opaque,
  operatorOf,
  spanOf,
  stringLiteral,
  typeText,
  type SyntaxNode as Node,
} from './common'

/** Class types that allocate a container when declared, even without an initialiser. */
const CONTAINER_TYPE =
  /^(std::)?(vector|deque|list|forward_list|queue|stack|priority_queue|set|multiset|map|multimap|unordered_map|unordered_set|unordered_multimap|unordered_multiset|string|bitset|array)\b/

export function buildCpp(root: Node): ProgramIR {
  const b = new IrBuilder()

  function body(node: Node | null): Stmt[] {
    if (!node) return []
    if (node.type === 'compound_statement') return flatten(namedKids(node).map(stmt))
    return flatten([stmt(node)])
  }

  function stmt(node: Node): Stmt | Stmt[] | null {
    if (!b.enter()) return null
    try {
      return convertStmt(node)
    } finally {
      b.leave()
    }
  }

  function condition(node: Node | null): { pre: Stmt[]; cond: Expr } {
    if (!node) return { pre: [], cond: { line: 0, endLine: 0, kind: 'other', children: [] } }
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

  function convertStmt(node: Node): Stmt | Stmt[] | null {
    const s = spanOf(node)
    switch (node.type) {
      case 'declaration':
        return declaration(node)
      case 'expression_statement': {
        const e = namedKids(node)[0]
        return e ? exprStmt(e) : null
      }
      case 'if_statement': {
        const { pre, cond } = condition(field(node, 'condition'))
        const alt = field(node, 'alternative')
        const otherwise = alt
          ? alt.type === 'else_clause'
            ? flatten(namedKids(alt).map(stmt))
            : body(alt)
          : []
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
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'for',
            init,
            cond: condNode ? expr(condNode) : null,
            update,
            body: body(field(node, 'body')),
          },
        }
      }
      case 'for_range_loop':
        return {
          ...s,
          kind: 'loop',
          loop: {
            ...s,
            style: 'each',
            target: expr(declaratorName(field(node, 'declarator'))),
            iter: expr(field(node, 'right')),
            body: body(field(node, 'body')),
          },
        }
      case 'while_statement':
      case 'do_statement': {
        const { pre, cond } = condition(field(node, 'condition'))
        const infinite = /^\(\s*(true|1)\s*\)$/.test(field(node, 'condition')?.text ?? '')
        return [
          ...pre,
          {
            ...s,
            kind: 'loop',
            loop: {
              ...s,
              style: 'while',
              cond: infinite ? null : cond,
              doWhile: node.type === 'do_statement',
              body: body(field(node, 'body')),
            },
          },
        ]
      }
      case 'return_statement': {
        const e = namedKids(node)[0]
        return { ...s, kind: 'return', value: e ? expr(e) : null }
      }
      case 'throw_statement': {
        const e = namedKids(node)[0]
        return { ...s, kind: 'throw', value: e ? expr(e) : null }
      }
      case 'break_statement':
        return { ...s, kind: 'break' }
      case 'continue_statement':
        return { ...s, kind: 'continue' }
      case 'compound_statement':
        return { ...s, kind: 'block', body: body(node) }
      case 'switch_statement': {
        const { pre, cond } = condition(field(node, 'condition'))
        const parts: Stmt[] = []
        const bodyNode = field(node, 'body')
        for (const c of bodyNode ? namedKids(bodyNode) : []) {
          if (c.type === 'case_statement') {
            const value = field(c, 'value')
            for (const k of namedKids(c)) if (!value || !k.equals(value)) parts.push(...flatten([stmt(k)]))
          }
        }
        return [...pre, { ...s, kind: 'if', cond, then: parts, otherwise: [] }]
      }
      case 'try_statement': {
        const parts = [...body(field(node, 'body'))]
        for (const k of namedKids(node)) if (k.type === 'catch_clause') parts.push(...body(field(k, 'body')))
        return { ...s, kind: 'block', body: parts }
      }
      case 'labeled_statement':
        return flatten(namedKids(node).map((k) => (k.type === 'statement_identifier' ? null : stmt(k))))
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
      case 'preproc_ifdef':
      case 'preproc_if':
      case 'preproc_else':
        return flatten(namedKids(node).map(stmt))
      case 'ERROR':
        // What parsed inside an error is still analysed.
        return flatten(namedKids(node).map(stmt))
      default:
        return null
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

  function exprStmt(node: Node): Stmt {
    const s = spanOf(node)
    if (node.type === 'assignment_expression') {
      return {
        ...s,
        kind: 'assign',
        targets: [expr(field(node, 'left'))],
        op: operatorOf(node),
        values: [expr(field(node, 'right'))],
        declType: null,
      }
    }
    return { ...s, kind: 'expr', expr: expr(node) }
  }

  function expr(node: Node | null): Expr {
    if (!node) return { line: 0, endLine: 0, kind: 'other', children: [] }
    if (!b.enter()) return opaque(node)
    try {
      return convertExpr(node)
    } finally {
      b.leave()
    }
  }

  function convertExpr(node: Node): Expr {
    const s = spanOf(node)
    switch (node.type) {
      case 'identifier':
      case 'field_identifier':
      case 'this':
      case 'type_identifier':
        return nameExpr(node)
      case 'qualified_identifier': {
        // `std::sort` reads as `sort`; `Solution::helper` as `helper`.
        const name = field(node, 'name')
        return name ? expr(name) : nameExpr(node)
      }
      case 'template_function':
        return nameExpr(node, field(node, 'name')?.text ?? node.text)
      case 'number_literal':
        return numberLiteral(node)
      case 'string_literal':
      case 'char_literal':
      case 'raw_string_literal':
      case 'concatenated_string':
        return stringLiteral(node)
      case 'true':
      case 'false':
        return literal(node, 'bool')
      case 'null':
      case 'nullptr':
        return literal(node, 'null')
      case 'field_expression':
        return {
          ...s,
          kind: 'member',
          object: expr(field(node, 'argument')),
          property: field(node, 'field')?.text ?? '',
        }
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
        const argsNode = field(node, 'arguments')
        const args = argsNode ? namedKids(argsNode).map(expr) : []
        // `vector<int>(n, 0)` and `string(n, 'a')` construct containers.
        if (fn && fn.type === 'template_function' && CONTAINER_TYPE.test(fn.text.replace(/\s+/g, ''))) {
          return { ...s, kind: 'new', type: fn.text.replace(/\s+/g, ''), args, dims: [], elements: [] }
        }
        // make_unique<Node>() and make_shared<Node>() allocate like `new Node()`.
        if (
          fn &&
          fn.type === 'template_function' &&
          /^(std::)?make_(unique|shared)$/.test(field(fn, 'name')?.text ?? '')
        ) {
          const typeArg = field(fn, 'arguments')
          const type = typeArg ? typeArg.text.replace(/^<|>$/g, '').replace(/\s+/g, '') : ''
          return { ...s, kind: 'new', type, args, dims: [], elements: [] }
        }
        return { ...s, kind: 'call', callee: expr(fn), args }
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
        const argsNode = field(node, 'arguments')
        return {
          ...s,
          kind: 'new',
          type: `${typeText(field(node, 'type')) ?? ''}${'[]'.repeat(dims.length)}`,
          args: argsNode ? namedKids(argsNode).map(expr) : [],
          dims,
          elements: [],
        }
      }
      case 'binary_expression':
        return {
          ...s,
          kind: 'binary',
          op: operatorOf(node),
          left: expr(field(node, 'left')),
          right: expr(field(node, 'right')),
        }
      case 'unary_expression':
      case 'pointer_expression':
        return { ...s, kind: 'unary', op: operatorOf(node), operand: expr(field(node, 'argument')) }
      case 'update_expression':
        return {
          ...s,
          kind: 'update',
          op: node.text.includes('++') ? '++' : '--',
          target: expr(field(node, 'argument')),
        }
      case 'assignment_expression':
        return {
          ...s,
          kind: 'assign',
          op: operatorOf(node),
          target: expr(field(node, 'left')),
          value: expr(field(node, 'right')),
        }
      case 'conditional_expression':
        return {
          ...s,
          kind: 'ternary',
          cond: expr(field(node, 'condition')),
          then: expr(field(node, 'consequence')),
          otherwise: expr(field(node, 'alternative')),
        }
      case 'parenthesized_expression': {
        const inner = namedKids(node)[0]
        return inner ? expr(inner) : opaque(node)
      }
      case 'cast_expression':
        return expr(field(node, 'value'))
      case 'initializer_list':
        return { ...s, kind: 'collection', type: 'list', elements: namedKids(node).map(expr) }
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
        return { ...s, kind: 'other', children: namedKids(node).map(expr) }
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

  function functionDef(node: Node, className: string | null) {
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
      () => body(field(node, 'body')),
    )
  }

  function classSpec(node: Node): Stmt | null {
    const s = spanOf(node)
    const bodyNode = field(node, 'body')
    if (!bodyNode) return null
    const name = field(node, 'name')?.text ?? '<class>'
    const cls: ClassIR = { ...s, name, fields: [], methods: [], bases: [] }
    for (const k of namedKids(bodyNode)) {
      if (k.type === 'function_definition') cls.methods.push(functionDef(k, name))
      else if (k.type === 'template_declaration') {
        for (const inner of namedKids(k))
          if (inner.type === 'function_definition') cls.methods.push(functionDef(inner, name))
      } else if (k.type === 'field_declaration' || k.type === 'declaration')
        cls.fields.push(...declaration(k))
      else if (k.type === 'class_specifier' || k.type === 'struct_specifier') classSpec(k)
    }
    b.classes.push(cls)
    return { ...s, kind: 'class', cls }
  }

  const top = flatten(namedKids(root).map(stmt))
  return b.program(top, root)
}
