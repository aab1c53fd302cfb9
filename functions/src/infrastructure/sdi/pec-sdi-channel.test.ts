import type { OutgoingMail } from '../../ports/mailer';
import { createPecSdiChannel } from './pec-sdi-channel';

describe('createPecSdiChannel', () => {
  it("sends the XML as the PEC's attachment to the SdI's address and answers INVIATA", async () => {
    const sent: OutgoingMail[] = [];
    const channel = createPecSdiChannel(
      { send: async (mail) => void sent.push(mail) },
      'sdi01@pec.fatturapa.it',
    );

    const status = await channel.send({
      invoiceId: 'pay-1',
      fileName: 'IT01234567897_FHD4H.xml',
      to: 'ABC1234',
      xml: '<p:FatturaElettronica/>',
    });

    expect(status).toBe('INVIATA');
    expect(sent).toHaveLength(1);
    expect(sent[0]?.to).toBe('sdi01@pec.fatturapa.it');
    expect(sent[0]?.attachments).toEqual([
      {
        filename: 'IT01234567897_FHD4H.xml',
        content: Buffer.from('<p:FatturaElettronica/>'),
        contentType: 'application/xml',
      },
    ]);
  });

  it('lets a failure of the mailbox through, so the invoice stays unsent and is retried', async () => {
    const channel = createPecSdiChannel(
      {
        send: async () => {
          throw new Error('535 authentication failed');
        },
      },
      'sdi01@pec.fatturapa.it',
    );

    await expect(
      channel.send({ invoiceId: 'p', fileName: 'f.xml', to: 'ABC1234', xml: '<x/>' }),
    ).rejects.toThrow('535');
  });
});
