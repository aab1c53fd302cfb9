/** An e-mail to a PEC address, always in plain text and HTML. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent along (the SdI channel's invoice XML); the SMTP mailer sends them. */
  attachments?: { filename: string; content: Buffer; contentType: string }[];
}

/** Sends mail: SES on AWS, SMTP for operators sending from a real PEC mailbox, the outbox locally. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}
