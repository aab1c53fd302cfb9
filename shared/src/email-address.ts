/**
 * The characters of a dot-atom as FatturaPA's EmailType allows them (schema v1.2.2, the pattern of
 * `PECDestinatario`): letters, digits and ``!#$%&'*+/=?^_`{|}~-``.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LOCAL_PART = new RegExp(`^${ATOM}(?:\\.${ATOM})*$`);
/** A host name's label: letters, digits and inner hyphens, at most 63 characters. */
const LABEL = /^[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/;
/** A top-level domain: letters (`it`, `local`), or an internationalised one in its ASCII form (`xn--…`). */
const TOP_LEVEL = /^(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$/;

/** The bounds of an address (FatturaPA: 7 to 256 characters; SMTP: 254 at most, 64 for the local part). */
export const EMAIL_LENGTH = { min: 7, max: 254, localPart: 64 } as const;

/**
 * Whether a text is an e-mail address Redigo accepts: the one rule for every address it takes (a PEC at
 * registration or for an editor, the billing `pec_destinatario`) and for the invoice that may carry it, so that
 * nothing accepted is refused later. An address an invoice's `PECDestinatario` can hold (7–254 characters of
 * FatturaPA's pattern) whose domain is a host name with a top-level domain: `studio.avvocato@pec` is refused,
 * `studio@pec.avvocati.it` taken, whatever the length of a label within the limits.
 */
export const isEmailAddress = (value: string): boolean => {
  if (value.length < EMAIL_LENGTH.min || value.length > EMAIL_LENGTH.max) return false;
  const at = value.lastIndexOf('@');
  const local = value.slice(0, at);
  const labels = value.slice(at + 1).split('.');
  return (
    at > 0 &&
    local.length <= EMAIL_LENGTH.localPart &&
    LOCAL_PART.test(local) &&
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL.test(labels[labels.length - 1] ?? '')
  );
};
