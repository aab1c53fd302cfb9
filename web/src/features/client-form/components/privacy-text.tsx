/** The informativa as written (plain text): its paragraphs, each keeping its line breaks. */
export const PrivacyText = ({ text }: { text: string }) => (
  <div className="client-privacy">
    {text
      .split(/\n\s*\n/)
      .filter((paragraph) => paragraph.trim())
      .map((paragraph, index) => (
        <p key={index}>{paragraph.trim()}</p>
      ))}
  </div>
);
