/**
 * Lint rule `fleet-admin/logical-properties`: Tailwind classes that name a physical side (ml-2,
 * pl-4, left-0, border-r, rounded-l-md, text-left) are refused in favour of the logical ones
 * (ms-2, ps-4, start-0, border-e, rounded-s-md, text-start), which flip in Arabic's right-to-left.
 * A class under an explicit `ltr:` or `rtl:` variant says it means that side, and passes.
 */
const PHYSICAL =
  /^-?(?:(?:m[lr]|p[lr]|left|right|scroll-[mp][lr])-|(?:border-[lr]|rounded-(?:[lr]|[tb][lr]))(?:-|$)|(?:text|float|clear)-(?:left|right)$)/

const LOGICAL = {
  ml: 'ms',
  mr: 'me',
  pl: 'ps',
  pr: 'pe',
  left: 'start',
  right: 'end',
  'border-l': 'border-s',
  'border-r': 'border-e',
  'rounded-l': 'rounded-s',
  'rounded-r': 'rounded-e',
  'text-left': 'text-start',
  'text-right': 'text-end',
}

/** The physical classes in a string of classes, ignoring those under `ltr:` / `rtl:`. */
export function physicalClasses(text) {
  return text.split(/\s+/).filter((token) => {
    const variants = token.split(':')
    const utility = variants.pop().replace(/^!/, '')
    return PHYSICAL.test(utility) && !variants.some((v) => v === 'ltr' || v === 'rtl')
  })
}

const suggestion = (token) => {
  const utility = token
    .split(':')
    .pop()
    .replace(/^[!-]+/, '')
  const physical = Object.keys(LOGICAL).find(
    (name) => utility === name || utility.startsWith(`${name}-`),
  )
  return physical ? ` (use ${LOGICAL[physical]}${utility.slice(physical.length)})` : ''
}

export const logicalProperties = {
  meta: {
    type: 'problem',
    docs: { description: 'Tailwind classes use logical sides, so right-to-left pages mirror' },
    schema: [],
  },
  create(context) {
    const check = (node, text) => {
      for (const token of physicalClasses(text)) {
        context.report({
          node,
          message: `"${token}" names a physical side${suggestion(token)}; add ltr:/rtl: if that side is meant.`,
        })
      }
    }
    return {
      Literal: (node) => typeof node.value === 'string' && check(node, node.value),
      TemplateElement: (node) => check(node, node.value.cooked ?? ''),
    }
  },
}
