import { describe, expect, it } from 'vitest'
import { costs } from '../test-support'

type Case = [title: string, language: string, code: string, time: string, space: string]

/**
 * Recursion into the values of a nested object, reached through its keys (`for (const key of
 * Object.keys(obj)) walk(obj[key])`, `for key in obj`) or its entries (`tree.items()`): each value is visited
 * once, and what one call does along its own level (listing its keys) adds up to the whole structure over
 * all the calls: O(n), not O(n) per call.
 * JSDoc's `{any}`, `{*}` and `{Object}` say nothing of the value's shape: its uses decide.
 */
const CASES: Case[] = [
  [
    'javascript: compactObject over arrays and objects, keys by Object.keys',
    'javascript',
    `/**
 * @param {Object|Array} obj
 * @return {Object|Array}
 */
var compactObject = function (obj) {
  if (obj === null || typeof obj !== "object") return obj;
  if (Array.isArray(obj)) {
    const out = [];
    for (const v of obj) {
      const c = compactObject(v);
      if (c) out.push(c);
    }
    return out;
  }
  const out = {};
  for (const key of Object.keys(obj)) {
    const c = compactObject(obj[key]);
    if (c) out[key] = c;
  }
  return out;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'typescript: deep equality of two JSON values, descended key by key together',
    'typescript',
    `type JSONValue = null | boolean | number | string | JSONValue[] | { [key: string]: JSONValue };

export function areDeeplyEqual(o1: JSONValue, o2: JSONValue): boolean {
  if (o1 === o2) return true;
  if (typeof o1 !== "object" || typeof o2 !== "object" || o1 === null || o2 === null) return false;
  if (Array.isArray(o1) !== Array.isArray(o2)) return false;
  const k1 = Object.keys(o1);
  const k2 = Object.keys(o2);
  if (k1.length !== k2.length) return false;
  for (const k of k1) {
    if (!(k in o2)) return false;
    if (!areDeeplyEqual((o1 as Record<string, JSONValue>)[k]!, (o2 as Record<string, JSONValue>)[k]!)) return false;
  }
  return true;
}
`,
    'O(n)',
    'O(n)',
  ],
  [
    'python: leaves of a nested dict counted through items()',
    'python',
    `class Solution:
    def countLeaves(self, tree: dict) -> int:
        # a nested dict: every value is either another dict or a leaf
        total = 0
        for key, value in tree.items():
            if isinstance(value, dict) and value:
                total += self.countLeaves(value)
            else:
                total += 1
        return total
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: JSON.stringify written out, {any} in its JSDoc, recursing through map(jsonStringify)',
    'javascript',
    `/**
 * @param {any} object
 * @return {string}
 */
var jsonStringify = function (object) {
  if (object === null) return "null";
  if (typeof object === "string") return \`"\${object}"\`;
  if (typeof object !== "object") return String(object);
  if (Array.isArray(object)) return \`[\${object.map(jsonStringify).join(",")}]\`;
  const parts = Object.keys(object).map((k) => \`"\${k}":\${jsonStringify(object[k])}\`);
  return \`{\${parts.join(",")}}\`;
};
`,
    'O(n)',
    'O(n)',
  ],
  [
    'javascript: the same with {Object} in its JSDoc and callbacks written out',
    'javascript',
    `/**
 * @param {Object} object
 * @return {string}
 */
var jsonStringify = function (object) {
  if (object === null) return "null";
  if (typeof object !== "object") return String(object);
  if (Array.isArray(object)) return \`[\${object.map((x) => jsonStringify(x)).join(",")}]\`;
  const parts = Object.keys(object).map((k) => \`"\${k}":\${jsonStringify(object[k])}\`);
  return \`{\${parts.join(",")}}\`;
};
`,
    'O(n)',
    'O(n)',
  ],
]

describe('walks into the values of nested objects', () => {
  it.each(CASES)('%s', async (_title, language, code, time, space) => {
    expect(await costs(language, code)).toEqual({ time, space })
  })
})
