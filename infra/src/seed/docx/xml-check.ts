const NAME = '[A-Za-z_][\\w.:-]*';
const TAG = new RegExp(`^<(/?)(${NAME})((?:\\s+${NAME}\\s*=\\s*"[^"<]*")*)\\s*(/?)>$`);
const ENTITY = /&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/;

/**
 * A small well-formedness check for the XML this writer produces: balanced elements, one root, quoted
 * attributes, no stray `&` or `<`. Returns the problems found (none when well formed).
 */
export const xmlProblems = (xml: string): string[] => {
  const problems: string[] = [];
  const body = xml.replace(/^<\?xml[^?]*\?>\s*/, '');
  const stack: string[] = [];
  let roots = 0;
  for (const token of body.split(/(<[^>]*>)/)) {
    if (!token) continue;
    if (!token.startsWith('<')) {
      if (stack.length === 0 && token.trim())
        problems.push(`testo fuori dalla radice: ${token.slice(0, 40)}`);
      if (ENTITY.test(token) || token.includes('<'))
        problems.push(`carattere non escapato: ${token.slice(0, 40)}`);
      continue;
    }
    const match = TAG.exec(token);
    if (!match) {
      problems.push(`tag malformato: ${token.slice(0, 60)}`);
      continue;
    }
    const [, closing, name = '', attributes = '', selfClosing] = match;
    if (ENTITY.test(attributes)) problems.push(`attributo non escapato: ${token.slice(0, 60)}`);
    if (closing) {
      const open = stack.pop();
      if (open !== name) problems.push(`</${name}> chiude <${open ?? 'nulla'}>`);
      continue;
    }
    if (stack.length === 0) roots += 1;
    if (!selfClosing) stack.push(name);
  }
  if (stack.length > 0) problems.push(`elementi non chiusi: ${stack.join(', ')}`);
  if (roots !== 1) problems.push(`radici: ${roots}`);
  return problems;
};
