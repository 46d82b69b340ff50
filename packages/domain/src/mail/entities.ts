/** A mail to a doctor or a centre (spec 000 and 001, section 3). */
export interface MailPayload {
  /** Subject. */
  topic: string;
  /** Body text. */
  text: string;
  /** Sender address (read-only). */
  from: string;
  /** Recipient address (read-only). */
  to: string;
  /** Sender name. */
  name: string;
  /** Recipient name. */
  recName: string;
}
