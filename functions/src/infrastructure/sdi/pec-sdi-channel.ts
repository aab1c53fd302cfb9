import type { Mailer } from '../../ports/mailer';
import type { SdiChannel } from '../../ports/sdi-channel';

/**
 * The SdI over PEC: the XML attached to a PEC from the seller's mailbox to the SdI's address (one file per
 * message, well under the 30 MB limit). A message accepted by the PEC provider is INVIATA; the SdI's receipts
 * (consegna, scarto) come back to that mailbox (README: the operator's duties).
 */
export const createPecSdiChannel = (mailer: Mailer, sdiAddress: string): SdiChannel => ({
  async send({ fileName, xml }) {
    await mailer.send({
      to: sdiAddress,
      subject: `Invio file ${fileName}`,
      text: `In allegato la fattura elettronica ${fileName}.`,
      html: `<p>In allegato la fattura elettronica ${fileName}.</p>`,
      attachments: [
        { filename: fileName, content: Buffer.from(xml, 'utf8'), contentType: 'application/xml' },
      ],
    });
    return 'INVIATA';
  },
});
