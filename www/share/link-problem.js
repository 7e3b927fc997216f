// What a share link got wrong, field by field (www/share/url.js reads links,
// www/share/play-link.js the moves of a board being played).

/** A field of a link that could not be read: `field` names it, `why` says why. */
export class LinkProblem {
  constructor(field, why) {
    this.field = field;
    this.why = why;
  }

  /** "field: why", so that problems join into a message. */
  get message() {
    return `${this.field}: ${this.why}`;
  }

  toString() {
    return this.message;
  }
}

/** At most 60 characters of `text`, for messages. */
export const clip = (text) => {
  const t = String(text);
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};
