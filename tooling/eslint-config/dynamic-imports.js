/**
 * `no-restricted-imports` reads only static `import`/`export ... from` declarations, so a dynamic
 * `import('@jogak/…')` slipped past the layer rules. This rule checks the specifier of every
 * `import()` against the same `{ regex, message }` patterns, so one table decides both forms.
 * A specifier that is not a literal string cannot be checked and is left alone.
 */

/** @param {import('eslint').Rule.Node} source */
function literalSpecifier(source) {
  if (source.type === 'Literal' && typeof source.value === 'string') return source.value;
  if (source.type === 'TemplateLiteral' && source.expressions.length === 0) return source.quasis[0]?.value.cooked ?? null;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export const noRestrictedDynamicImports = {
  meta: {
    type: 'problem',
    docs: { description: 'Apply the layer rules’ import patterns to dynamic import() too.' },
    schema: [
      {
        type: 'object',
        properties: {
          patterns: {
            type: 'array',
            items: {
              type: 'object',
              properties: { regex: { type: 'string' }, message: { type: 'string' } },
              required: ['regex', 'message'],
              additionalProperties: false,
            },
          },
        },
        required: ['patterns'],
        additionalProperties: false,
      },
    ],
  },
  create(context) {
    /** @type {{ regex: string, message: string }[]} */
    const patterns = context.options[0]?.patterns ?? [];
    const compiled = patterns.map(({ regex, message }) => ({ regex: new RegExp(regex), message }));
    return {
      ImportExpression(node) {
        const specifier = literalSpecifier(node.source);
        if (specifier === null) return;
        const broken = compiled.find(({ regex }) => regex.test(specifier));
        if (broken) context.report({ node: node.source, message: `'${specifier}' import is restricted from being used by a pattern. ${broken.message}` });
      },
    };
  },
};
