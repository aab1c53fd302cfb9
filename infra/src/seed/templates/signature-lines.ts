/**
 * The signature lines of a document whose signing parties depend on an answer, in the markup of
 * `../docx/SOURCE-FORMAT.md`: for each answer of `variable`, the parties who sign.
 */
export const signaturesByAnswer = (variable: string, signersByAnswer: Record<string, string[]>): string =>
  Object.entries(signersByAnswer)
    .map(([answer, signers]) => `{#${variable} == "${answer}"}\n[[firme: ${signers.join(' | ')}]]\n{/}`)
    .join('\n');
