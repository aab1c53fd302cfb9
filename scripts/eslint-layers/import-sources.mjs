// Calls `check(node, specifier)` for every import of a file: import and export declarations with a source,
// dynamic imports, and `require('…')` calls.
export const eachImport = (check) => {
  const source = (node) => {
    if (node.source && typeof node.source.value === 'string') check(node.source, node.source.value);
  };
  return {
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    ImportExpression: source,
    CallExpression(node) {
      const [argument] = node.arguments;
      if (node.callee.type === 'Identifier' && node.callee.name === 'require' && argument?.type === 'Literal')
        if (typeof argument.value === 'string') check(argument, argument.value);
    },
  };
};
